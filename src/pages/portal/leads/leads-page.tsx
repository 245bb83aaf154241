import { useMemo, useState } from 'react';
import { Card, Progress, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { CALLBACK_HOURS, FREE_APPLICATION_SLOTS, LEAD_STATUSES, type Lead, type LeadStatus } from '@/contracts/leads';
import { CellTag, type CellTagColour } from '@/components/list-page/cell-tag';
import { RowAction } from '@/components/list-page/row-action';
import { useCsvExport } from '@/components/list-page/use-csv-export';
import { ListTable } from '@/components/list-page/list-table';
import { usePagedQuery } from '@/components/list-page/use-paged-query';
import { exportLeads, fetchLeads, leadQueryOf } from '@/features/leads-inbox/api';
import { isOverdue } from '@/features/leads-inbox/callback-deadline';
import { DeadlineCell } from '@/features/leads-inbox/components/deadline-cell';
import { LeadFilters, type LeadFilterValues } from '@/features/leads-inbox/components/lead-filters';
import { LeadStatusDialog } from '@/features/leads-inbox/components/lead-status-dialog';
import { exportFileName } from '@/features/leads-inbox/download';
import { useNow } from '@/features/leads-inbox/use-now';
import { formatIso } from '@/utils/time';
import '../review/management.css';

const STATUS_COLOURS: Record<LeadStatus, CellTagColour> = {
  new: 'processing',
  contacted: 'success',
  closed: 'default',
};

/** /leads/index (admin): every lead from every form, the 48-hour call-back promise and the free slots. */
export default function LeadsPage() {
  const { t } = useTranslation();
  const now = useNow();
  const { filters, search, pagination, data, loading, reload } = usePagedQuery({
    key: ['leads'],
    initial: {} as LeadFilterValues,
    fetch: ({ currPage, limit, ...current }, signal) =>
      fetchLeads({ ...leadQueryOf(current), currPage, limit }, signal),
  });
  const [editing, setEditing] = useState<Lead | null>(null);
  const { exporting, exportCsv } = useCsvExport((file) => t('management.leads.exported', { file }));

  const list = data?.list ?? [];
  const overdueCount = list.filter((lead) => isOverdue(lead, now)).length;
  const taken = data?.freeSlotsTaken ?? 0;

  // The same columns while nothing they show changes: a cell renders again only when its row or its column does.
  const columns = useMemo<TableColumnsType<Lead>>(
    () => [
      {
        key: 'createdAt',
        dataIndex: 'createdAt',
        title: t('management.leads.columns.createdAt'),
        width: 140,
        render: (value: string) => formatIso(value),
      },
      {
        key: 'status',
        dataIndex: 'status',
        title: t('management.leads.columns.status'),
        width: 90,
        render: (value: LeadStatus) => (
          <CellTag color={STATUS_COLOURS[value]}>{t(`management.leads.statuses.${value}`)}</CellTag>
        ),
      },
      {
        key: 'deadline',
        title: t('management.leads.columns.deadline'),
        width: 130,
        render: (_value, record) => <DeadlineCell lead={record} now={now} t={t} />,
      },
      { key: 'name', dataIndex: 'name', title: t('management.leads.columns.name'), width: 100 },
      { key: 'phone', dataIndex: 'phone', title: t('management.leads.columns.phone'), width: 120 },
      {
        key: 'companyName',
        dataIndex: 'companyName',
        title: t('management.leads.columns.companyName'),
        width: 180,
        ellipsis: true,
      },
      {
        key: 'kind',
        dataIndex: 'kind',
        title: t('management.leads.columns.kind'),
        width: 120,
        render: (value: Lead['kind']) => t(`management.leads.kinds.${value}`),
      },
      { key: 'source', dataIndex: 'source', title: t('management.leads.columns.source'), width: 150, ellipsis: true },
      {
        key: 'application',
        dataIndex: 'application',
        title: t('management.leads.columns.application'),
        width: 170,
        ellipsis: true,
      },
      {
        key: 'content',
        dataIndex: 'content',
        title: t('management.leads.columns.content'),
        width: 220,
        render: (value: string) => <div className="lead-content">{value || '-'}</div>,
      },
      {
        key: 'note',
        dataIndex: 'note',
        title: t('management.leads.columns.note'),
        width: 180,
        render: (value: string) => <div className="lead-content">{value || '-'}</div>,
      },
      {
        key: 'actions',
        title: t('management.common.actions'),
        width: 80,
        fixed: 'right',
        render: (_value, record) => (
          <RowAction label={t('management.leads.handleOf', { name: record.name })} onClick={() => setEditing(record)}>
            {t('management.leads.handle')}
          </RowAction>
        ),
      },
    ],
    [t, now],
  );

  return (
    <Card className="management-page">
      <div className="management-summary">
        <Space orientation="vertical" size={2} style={{ minWidth: 220 }}>
          <Typography.Text strong>
            {t('management.leads.freeSlots', { taken, total: FREE_APPLICATION_SLOTS })}
          </Typography.Text>
          <Progress
            percent={Math.round((taken / FREE_APPLICATION_SLOTS) * 100)}
            showInfo={false}
            size="small"
            aria-hidden
          />
        </Space>
        <Typography.Text type="secondary">{t('management.leads.promise', { hours: CALLBACK_HOURS })}</Typography.Text>
        <Space wrap size={8}>
          {LEAD_STATUSES.map((status) => (
            <Tag key={status} color={STATUS_COLOURS[status]}>
              {`${t(`management.leads.statuses.${status}`)} ${data?.counts[status] ?? 0}${data?.countsCapped ? '+' : ''}`}
            </Tag>
          ))}
          {overdueCount > 0 && <Tag color="error">{t('management.leads.overdueOnPage', { count: overdueCount })}</Tag>}
        </Space>
      </div>
      <LeadFilters
        value={filters}
        onSearch={search}
        onExport={(current) => exportCsv(() => exportLeads(leadQueryOf(current)), exportFileName())}
        exporting={exporting}
      />
      <ListTable<Lead>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list}
        loading={loading}
        // Empty, the wide table would scroll nothing a keyboard can reach (axe: scrollable-region-focusable).
        scroll={list.length > 0 ? { x: 1700 } : undefined}
        rowClassName={(record) => (isOverdue(record, now) ? 'lead-row--overdue' : '')}
        locale={{ emptyText: t('management.common.empty') }}
        pagination={pagination(data?.total ?? 0, data?.totalCapped)}
      />
      {editing && (
        <LeadStatusDialog
          key={editing.id}
          lead={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void reload();
          }}
        />
      )}
    </Card>
  );
}
