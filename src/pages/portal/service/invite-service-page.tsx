import { useMemo } from 'react';
import { Card, Col, Row, Typography, type TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { LeadStatus } from '@/contracts/leads';
import type { ServiceRequest } from '@/contracts/service';
import { ServiceRequestFormCard } from '@/features/service-requests/components/service-request-form';
import { SERVICE_STATUS_COLOURS } from '@/features/service-requests/components/service-status-tag';
import { CellTag } from '@/components/list-page/cell-tag';
import { ListTable } from '@/components/list-page/list-table';
import { usePagedQuery } from '@/components/list-page/use-paged-query';
import { fetchServiceRequests } from '@/features/service-requests/api';
import { formatIso } from '@/utils/time';
import '../review/management.css';

/** /service/inviteservice (DECISIONS D7): an organisation's service requests and a form to send a new one. */
export default function InviteServicePage() {
  const { t } = useTranslation();
  const { page, setPage, pagination, data, loading, reload } = usePagedQuery({
    key: ['service-requests'],
    initial: {},
    fetch: (paging, signal) => fetchServiceRequests(paging, signal),
  });

  const columns = useMemo<TableColumnsType<ServiceRequest>>(
    () => [
      { key: 'id', dataIndex: 'id', title: t('management.service.columns.id'), width: 70 },
      {
        key: 'kind',
        dataIndex: 'kind',
        title: t('management.service.columns.kind'),
        width: 130,
        render: (value: ServiceRequest['kind']) => t(`management.service.kinds.${value}`),
      },
      {
        key: 'description',
        dataIndex: 'description',
        title: t('management.service.columns.description'),
        ellipsis: true,
      },
      {
        key: 'status',
        dataIndex: 'status',
        title: t('management.service.columns.status'),
        width: 90,
        render: (value: LeadStatus) => (
          <CellTag color={SERVICE_STATUS_COLOURS[value]}>{t(`management.service.statuses.${value}`)}</CellTag>
        ),
      },
      {
        key: 'createdAt',
        dataIndex: 'createdAt',
        title: t('management.service.columns.createdAt'),
        width: 140,
        render: (value: string) => formatIso(value),
      },
      {
        key: 'actions',
        title: t('management.common.actions'),
        width: 100,
        render: (_value, record) => (
          <Link
            to={`/service/inviteservicedetail?id=${record.id}`}
            aria-label={t('management.service.viewDetailOf', { id: record.id })}
          >
            {t('management.service.viewDetail')}
          </Link>
        ),
      },
    ],
    [t],
  );

  return (
    <Row gutter={[16, 16]} className="management-page">
      <Col xs={24} xl={9}>
        <Card title={t('management.service.newTitle')}>
          <Typography.Paragraph type="secondary">{t('management.service.intro')}</Typography.Paragraph>
          <ServiceRequestFormCard onSent={() => (page.currPage === 1 ? void reload() : setPage(1))} />
        </Card>
      </Col>
      <Col xs={24} xl={15}>
        <Card title={t('management.service.listTitle')}>
          <ListTable<ServiceRequest>
            rowKey="id"
            size="middle"
            columns={columns}
            dataSource={data?.list ?? []}
            loading={loading}
            scroll={{ x: 640 }}
            locale={{ emptyText: t('management.common.empty') }}
            // antd's own rule for the size changer here (past 50 requests).
            pagination={{ ...pagination(data?.total ?? 0), showSizeChanger: undefined }}
          />
        </Card>
      </Col>
    </Row>
  );
}
