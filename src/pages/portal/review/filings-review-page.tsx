import { useState } from 'react';
import { Card, Segmented, Skeleton, Space, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  DECIDABLE_STATUSES,
  TALENT_KINDS,
  type FilingStatus,
  type TalentDetail,
  type TalentKind,
  type TalentSummary,
} from '@/contracts/talent';
import { useBadgesStore } from '@/stores/badges';
import { REVIEW_FILINGS_ROUTE } from '@/features/review/badge';
import { decideTalent, fetchTalentReviewList } from '@/features/review/api';
import { fetchTalentDetail } from '@/features/talent-filings/api';
import { formatIso } from '@/utils/time';
import { usePagedQuery } from '@/components/list-page/use-paged-query';
import { KeywordSearch } from '@/components/list-page/keyword-search';
import { PagedTable } from '@/components/list-page/paged-table';
import { DecisionPanel } from '@/features/review/components/decision-form';
import { ReviewDrawer } from '@/features/review/components/review-drawer';
import { RowAction } from '@/components/list-page/row-action';
import { FilingStatusTag } from '@/features/talent-filings/components/filing-status-tag';
import { StatusFilter } from '@/components/list-page/status-filter';
import { TalentDetailView } from '@/features/talent-filings/components/talent-detail-view';
import '@/features/talent-filings/components/talent.css';

/** /review/talents: submitted filings of every organisation; detail drawer with approve / reject. */
export default function FilingsReviewPage() {
  const { t } = useTranslation();
  const [detail, setDetail] = useState<TalentDetail | null>(null);
  const [opening, setOpening] = useState(false);

  const { filters, search, page, setPage, data, loading, reload } = usePagedQuery({
    key: ['talent-review-list'],
    initial: { kind: 'all' as TalentKind | 'all', status: 'pending' as FilingStatus | 'all', keywords: '' },
    fetch: async ({ kind, status, keywords, ...paging }, signal) => {
      const result = await fetchTalentReviewList(
        {
          kind: kind === 'all' ? undefined : kind,
          status: status === 'all' ? undefined : status,
          keywords: keywords || undefined,
          ...paging,
        },
        signal,
      );
      if (kind === 'all' && !keywords) useBadgesStore.getState().setCount(REVIEW_FILINGS_ROUTE, result.counts.pending);
      return result;
    },
  });

  const show = async (id: number) => {
    setOpening(true);
    try {
      setDetail(await fetchTalentDetail(id));
    } catch {
      setOpening(false);
    }
  };
  const close = () => {
    setDetail(null);
    setOpening(false);
  };

  const columns: TableColumnsType<TalentSummary> = [
    { key: 'orgName', dataIndex: 'orgName', title: t('talent.fields.orgName'), ellipsis: true },
    { key: 'name', dataIndex: 'name', title: t('talent.fields.name'), width: 100 },
    {
      key: 'kind',
      dataIndex: 'kind',
      title: t('talent.fields.kind'),
      width: 120,
      render: (value: TalentKind) => t(`talent.kinds.${value}`),
    },
    { key: 'idCard', dataIndex: 'idCard', title: t('talent.fields.idCard'), width: 190 },
    {
      key: 'submittedAt',
      dataIndex: 'submittedAt',
      title: t('talent.fields.submittedAt'),
      width: 150,
      render: (value: string | null) => formatIso(value, '—'),
    },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('talent.fields.status'),
      width: 100,
      render: (value: FilingStatus) => <FilingStatusTag status={value} />,
    },
    {
      key: 'actions',
      title: t('talent.fields.actions'),
      width: 90,
      fixed: 'right',
      render: (_: unknown, row) => (
        <RowAction label={`${t('talent.actions.view')} ${row.name}`} onClick={() => void show(row.id)}>
          {t('talent.actions.view')}
        </RowAction>
      ),
    },
  ];

  return (
    <Card title={t('talent.review.talentsTitle')} className="talent-page">
      <div className="list-filters">
        <Space wrap>
          <Segmented<TalentKind | 'all'>
            value={filters.kind}
            onChange={(kind) => search({ ...filters, kind })}
            options={[
              { value: 'all', label: t('talent.status.all') },
              ...TALENT_KINDS.map((value) => ({ value, label: t(`talent.kinds.${value}`) })),
            ]}
          />
          <StatusFilter
            statuses={DECIDABLE_STATUSES}
            counts={data?.counts}
            capped={data?.countsCapped}
            value={filters.status}
            all="last"
            onChange={(status) => search({ ...filters, status })}
          />
        </Space>
        <KeywordSearch
          placeholder={t('talent.placeholders.reviewKeywords')}
          onSearch={(keywords) => search({ ...filters, keywords })}
        />
      </div>
      <PagedTable columns={columns} data={data} loading={loading} page={page.currPage} onPageChange={setPage} />
      <ReviewDrawer
        open={opening}
        onClose={close}
        size={720}
        title={detail ? `${t(`talent.kinds.${detail.kind}`)} · ${detail.name}` : t('talent.review.talentsTitle')}
        decision={
          detail?.status === 'pending' && (
            <DecisionPanel
              idPrefix="talent-decision"
              record={detail}
              decide={decideTalent}
              onDecided={async () => {
                close();
                await reload();
              }}
            />
          )
        }
      >
        {detail ? <TalentDetailView detail={detail} showOrg /> : <Skeleton active />}
      </ReviewDrawer>
    </Card>
  );
}
