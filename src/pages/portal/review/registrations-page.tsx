import { useEffect, useMemo, useState } from 'react';
import { Card, Space, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RegistrationSummary } from '@/contracts/review';
import { refreshBadges, useBadgesStore } from '@/stores/badges';
import { CellTag } from '@/components/list-page/cell-tag';
import { ListTable } from '@/components/list-page/list-table';
import { RowAction } from '@/components/list-page/row-action';
import { usePagedQuery } from '@/components/list-page/use-paged-query';
import { REVIEW_REGISTRATIONS_ROUTE } from '@/features/review/badge';
import { RegistrationDrawer } from '@/features/review/components/registration-drawer';
import { fetchRegistrations } from '@/features/review/api';
import {
  RegistrationFilters,
  type RegistrationFilterValues,
  type RegistrationStatusFilter,
} from '@/features/review/components/registration-filters';
import { registrationStatusColour } from '@/features/review/components/registration-status-tag';
import { formatIso } from '@/utils/time';
import './management.css';

const STATUSES: RegistrationStatusFilter[] = ['pending', 'approved', 'rejected'];

/** /review/registrations (DECISIONS D7): the managing unit reviews organisation registrations. */
export default function RegistrationsPage() {
  const { t } = useTranslation();
  const { filters, search, pagination, data, loading, reload } = usePagedQuery({
    key: ['registrations'],
    initial: { status: 'pending' } as RegistrationFilterValues,
    fetch: ({ keywords, ...query }, signal) =>
      fetchRegistrations({ ...query, keywords: keywords?.trim() || undefined }, signal),
  });
  const [openId, setOpenId] = useState<number | null>(null);

  // The list's own pending count (unfiltered by type and keyword) keeps the sidebar badge current.
  useEffect(() => {
    if (data && !filters.userType && !filters.keywords?.trim())
      useBadgesStore.getState().setCount(REVIEW_REGISTRATIONS_ROUTE, data.counts.pending);
  }, [data, filters.userType, filters.keywords]);

  const columns = useMemo<TableColumnsType<RegistrationSummary>>(
    () => [
      { key: 'orgName', dataIndex: 'orgName', title: t('management.review.columns.orgName'), ellipsis: true },
      {
        key: 'userType',
        dataIndex: 'userType',
        title: t('management.review.columns.userType'),
        width: 140,
        render: (value: number) => t(`management.review.userTypes.${value}`, { defaultValue: String(value) }),
      },
      { key: 'username', dataIndex: 'username', title: t('management.review.columns.username'), width: 130 },
      { key: 'phone', dataIndex: 'phone', title: t('management.review.columns.phone'), width: 130 },
      { key: 'email', dataIndex: 'email', title: t('management.review.columns.email'), ellipsis: true },
      {
        key: 'createdAt',
        dataIndex: 'createdAt',
        title: t('management.review.columns.createdAt'),
        width: 150,
        render: (value: string) => formatIso(value),
      },
      {
        key: 'status',
        dataIndex: 'status',
        title: t('management.review.columns.status'),
        width: 100,
        render: (value: RegistrationSummary['status']) => (
          <CellTag color={registrationStatusColour(value)}>{t(`management.review.statuses.${value}`)}</CellTag>
        ),
      },
      {
        key: 'actions',
        title: t('management.common.actions'),
        width: 90,
        fixed: 'right',
        render: (_value, record) => (
          <RowAction
            label={t('management.review.viewOf', { name: record.orgName })}
            onClick={() => setOpenId(record.id)}
          >
            {t('management.review.view')}
          </RowAction>
        ),
      },
    ],
    [t],
  );

  return (
    <Card className="management-page">
      <RegistrationFilters value={filters} onSearch={search} />
      <Space wrap className="management-counts" aria-label={t('management.review.countsLabel')} role="group">
        {STATUSES.map((status) => (
          <Tag.CheckableTag
            key={status}
            checked={filters.status === status}
            onChange={(checked) => search({ ...filters, status: checked ? status : undefined })}
          >
            {t('management.review.count', {
              label: t(`management.review.statuses.${status}`),
              count: data?.counts[status] ?? 0,
            })}
          </Tag.CheckableTag>
        ))}
      </Space>
      <ListTable<RegistrationSummary>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={data?.list ?? []}
        loading={loading}
        scroll={{ x: 1000 }}
        locale={{ emptyText: t('management.common.empty') }}
        pagination={pagination(data?.total ?? 0)}
      />
      <RegistrationDrawer
        id={openId}
        onClose={() => setOpenId(null)}
        onDecided={() => {
          void reload();
          void refreshBadges([REVIEW_REGISTRATIONS_ROUTE]);
        }}
      />
    </Card>
  );
}
