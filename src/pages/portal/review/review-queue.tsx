import { useEffect, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Card, Skeleton, Space, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { KeywordSearch } from '@/components/list-page/keyword-search';
import { PagedTable } from '@/components/list-page/paged-table';
import { RowAction } from '@/components/list-page/row-action';
import { StatusFilter } from '@/components/list-page/status-filter';
import { usePagedQuery, type Paging } from '@/components/list-page/use-paged-query';
import type { DecidePayload } from '@/features/review/api';
import { ReviewDrawer } from '@/features/review/components/review-drawer';
import type { ReviewSubject } from '@/features/review/use-decision';
import { refreshBadges, useBadgesStore } from '@/stores/badges';
import '@/features/talent-filings/components/talent.css';

/** The filters of every review queue; a queue adds its own (a talent kind, a reward type). */
export interface QueueFilters<Status extends string> {
  status: Status | 'all';
  keywords: string;
}

/** The list request of a queue: its own filters, the status and keywords when chosen, and the page. */
export type QueueQuery<Status extends string, Filters extends QueueFilters<Status>> = Omit<
  Filters,
  'status' | 'keywords'
> & { status?: Status; keywords?: string } & Paging;

interface QueuePage<Row, Status extends string> {
  list: Row[];
  total: number;
  totalCapped?: boolean | undefined;
  counts: Record<Status, number> & { pending: number };
  countsCapped?: boolean | undefined;
}

/**
 * A review queue (talent filings, reward applications): pending first, counted per status, the queue's own filters,
 * a keyword search, a table with a view button per row, and the review drawer with the decision while the record is
 * pending. After a decision the drawer closes and the queue reloads. The pages pass in only what differs.
 */
export function ReviewQueue<
  Status extends string,
  Filters extends QueueFilters<Status>,
  Row extends { id: number },
  Detail extends { status: string },
>({
  title,
  subject,
  badge,
  listKey,
  initial,
  fetch,
  narrowed,
  statuses,
  filters: ownFilters,
  columns,
  nameOf,
  load,
  drawerTitle,
  drawerSize = 640,
  details,
  decide,
}: {
  title: string;
  subject: ReviewSubject;
  /** The route name whose sidebar badge counts the pending records. */
  badge: string;
  listKey: string;
  initial: Filters;
  fetch: (query: QueueQuery<Status, Filters>, signal: AbortSignal) => Promise<QueuePage<Row, Status>>;
  /** Whether the queue's own filters narrow the list: its pending count is then not the badge's. */
  narrowed: (filters: Filters) => boolean;
  statuses: readonly Status[];
  /** The queue's own filters, after the status buttons. */
  filters: (value: Filters, search: (next: Filters) => void) => ReactNode;
  columns: TableColumnsType<Row>;
  /** Whom a row is about: its view button's accessible name says it. */
  nameOf: (row: Row) => string;
  /** The record the drawer shows: fetched, or the row itself. */
  load: (row: Row) => Detail | Promise<Detail>;
  drawerTitle: (row: Row) => string;
  drawerSize?: number;
  details: (detail: Detail) => ReactNode;
  decide: (payload: DecidePayload) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const list = usePagedQuery({
    key: [listKey],
    initial,
    fetch: async (query: Filters & Paging, signal) => {
      const { status, keywords, ...own } = query;
      const result = await fetch(
        { ...own, status: status === 'all' ? undefined : status, keywords: keywords || undefined },
        signal,
      );
      if (!keywords && !narrowed(query)) useBadgesStore.getState().setCount(badge, result.counts.pending);
      return result;
    },
  });
  const { filters, search, page, setPage, data, loading, reload } = list;

  // The row stays while the drawer closes, so its title does not change on the way out.
  const [row, setRow] = useState<Row | null>(null);
  const [open, setOpen] = useState(false);
  const detail = useQuery({
    queryKey: [listKey, 'detail', row?.id],
    queryFn: () => load(row as Row),
    enabled: open && row !== null,
    staleTime: 0,
    gcTime: 0,
  });
  // A record that cannot be read (gone meanwhile): the request layer has said why; the drawer closes.
  useEffect(() => {
    if (detail.isError) setOpen(false);
  }, [detail.isError]);

  const show = (next: Row) => {
    setRow(next);
    setOpen(true);
  };

  return (
    <Card title={title} className="talent-page">
      <div className="list-filters">
        <Space wrap>
          <StatusFilter list={list} statuses={statuses} all="last" />
          {ownFilters(filters, search)}
        </Space>
        <KeywordSearch
          placeholder={t('talent.placeholders.reviewKeywords')}
          onSearch={(keywords) => search({ ...filters, keywords })}
        />
      </div>
      <PagedTable
        columns={[
          ...columns,
          {
            key: 'actions',
            title: t('talent.fields.actions'),
            width: 90,
            fixed: 'right',
            render: (_: unknown, item) => (
              <RowAction label={`${t('talent.actions.view')} ${nameOf(item)}`} onClick={() => show(item)}>
                {t('talent.actions.view')}
              </RowAction>
            ),
          },
        ]}
        data={data}
        loading={loading}
        page={page.currPage}
        onPageChange={setPage}
      />
      <ReviewDrawer
        open={open}
        onClose={() => setOpen(false)}
        size={drawerSize}
        title={row ? drawerTitle(row) : title}
        decision={
          open && row && detail.data?.status === 'pending'
            ? {
                id: row.id,
                subject,
                decide,
                onSettled: () => {
                  setOpen(false);
                  void reload();
                  void refreshBadges([badge]);
                },
              }
            : null
        }
      >
        {detail.data ? details(detail.data) : <Skeleton active />}
      </ReviewDrawer>
    </Card>
  );
}
