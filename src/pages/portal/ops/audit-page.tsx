import { useMemo } from 'react';
import { Card, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '@/contracts/audit';
import { CellTag } from '@/components/list-page/cell-tag';
import { ListTable } from '@/components/list-page/list-table';
import { usePagedQuery } from '@/components/list-page/use-paged-query';
import { useCsvExport } from '@/components/list-page/use-csv-export';
import { datedCsvName } from '@/lib/download';
import { auditQueryOf, exportAuditLog, fetchAuditLog, type AuditFilterValues } from '@/features/audit/api';
import { AuditFilters } from '@/features/audit/components/audit-filters';
import { formatIso } from '@/utils/time';
import '../review/management.css';
import './ops.css';

const FAILURES: readonly AuditEntry['action'][] = ['auth.loginFailed'];

/**
 * /account/audit (D8, admin only): who did what, when and from where — sign-ins, review decisions, account and
 * content changes, lead handling and exports — newest first, filtered, exported as CSV with the same filters.
 */
export default function AuditPage() {
  const { t } = useTranslation();
  const { filters, search, pagination, data, loading } = usePagedQuery({
    key: ['audit-log'],
    initial: {} as AuditFilterValues,
    fetch: ({ currPage, limit, ...current }, signal) =>
      fetchAuditLog({ ...auditQueryOf(current), currPage, limit }, signal),
    pageSize: 20,
  });
  const { exporting, exportCsv } = useCsvExport((file) => t('management.audit.exported', { file }));

  // The same columns while nothing they show changes: a cell renders again only when its row or its column does.
  const columns = useMemo<TableColumnsType<AuditEntry>>(
    () => [
      {
        key: 'at',
        dataIndex: 'at',
        title: t('management.audit.columns.at'),
        width: 160,
        render: (value: string) => formatIso(value),
      },
      {
        key: 'actorName',
        dataIndex: 'actorName',
        title: t('management.audit.columns.actor'),
        width: 130,
        render: (value: string) => value || '-',
      },
      {
        key: 'actorRole',
        dataIndex: 'actorRole',
        title: t('management.audit.columns.role'),
        width: 130,
        render: (value: string) =>
          value ? t(`management.accounts.roles.${value}`, { defaultValue: value }) : t('management.audit.nobody'),
      },
      { key: 'ip', dataIndex: 'ip', title: t('management.audit.columns.ip'), width: 130 },
      {
        key: 'action',
        dataIndex: 'action',
        title: t('management.audit.columns.action'),
        width: 150,
        render: (value: AuditEntry['action']) => (
          <CellTag color={FAILURES.includes(value) ? 'error' : 'blue'}>
            {t(`management.audit.actions.${value}`)}
          </CellTag>
        ),
      },
      {
        key: 'target',
        title: t('management.audit.columns.target'),
        width: 180,
        render: (_value, record) =>
          record.target ? (
            <div className="audit-target">
              {/* Secondary text as antd's Typography markup: one per row, without its measuring component. */}
              <span>{record.targetName || record.target}</span>
              {record.targetName ? (
                <span className="ant-typography ant-typography-secondary">{record.target}</span>
              ) : null}
            </div>
          ) : (
            '-'
          ),
      },
      {
        key: 'summary',
        dataIndex: 'summary',
        title: t('management.audit.columns.summary'),
        width: 360,
        render: (value: string) => <div className="lead-content">{value}</div>,
      },
    ],
    [t],
  );

  return (
    <Card className="management-page">
      <div className="management-summary">
        <Typography.Text type="secondary">{t('management.audit.intro')}</Typography.Text>
      </div>
      <AuditFilters
        value={filters}
        onSearch={search}
        exporting={exporting}
        onExport={(current) => exportCsv(() => exportAuditLog(auditQueryOf(current)), datedCsvName('audit-log'))}
      />
      <ListTable<AuditEntry>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={data?.list ?? []}
        loading={loading}
        scroll={{ x: 1250 }}
        locale={{ emptyText: t('management.audit.empty') }}
        pagination={pagination(data?.total ?? 0, data?.totalCapped)}
      />
    </Card>
  );
}
