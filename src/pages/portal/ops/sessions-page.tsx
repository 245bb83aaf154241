import { useMemo, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Card, Grid, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { LOGIN_PATH } from '@/contracts/app-paths';
import type { ActiveSession } from '@/contracts/sessions';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { CellTag } from '@/components/list-page/cell-tag';
import { ListTable } from '@/components/list-page/list-table';
import { RowAction } from '@/components/list-page/row-action';
import { usePagedQuery } from '@/components/list-page/use-paged-query';
import { notify } from '@/lib/notify';
import { useTagsViewStore } from '@/stores/tags-view';
import { useUserStore } from '@/stores/user';
import { endSession, fetchSessions } from '@/features/sessions/api';
import { SessionFilters, type SessionFilterValues } from '@/features/sessions/components/session-filters';
import { formatIso } from '@/utils/time';
import '../review/management.css';
import './ops.css';

/**
 * /account/sessions (D13, admin only): every session signed in now — account, role, sign-in IP, start, last seen,
 * auto-login — and ending any of them. Ending the admin's own session asks in its own words and then signs them out.
 */
export default function SessionsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { filters, search, pagination, data, loading, reload } = usePagedQuery({
    key: ['sessions'],
    initial: {} as SessionFilterValues,
    fetch: ({ keywords, ...query }, signal) =>
      fetchSessions({ ...query, keywords: keywords?.trim() || undefined }, signal),
  });
  const [pending, setPending] = useState<ActiveSession | null>(null);
  const wide = Grid.useBreakpoint().md ?? true;
  const end = useMutation({
    mutationFn: (session: ActiveSession) =>
      endSession(session.current ? { id: session.id, confirmOwn: true } : { id: session.id }),
    onSuccess: (message, session) => {
      notify.success(message);
      if (!session.current) {
        void reload();
        return;
      }
      // The session this tab signs its requests with is gone: sign out here as the user menu does.
      useUserStore.getState().resetToken();
      useTagsViewStore.getState().delAllViews();
      navigate(LOGIN_PATH, { replace: true });
    },
  });

  const columns = useMemo<TableColumnsType<ActiveSession>>(
    () => [
      {
        key: 'username',
        title: t('management.sessions.columns.username'),
        width: 170,
        render: (_value, record) => (
          <span className="session-account">
            {record.username}
            {record.current && <CellTag color="green">{t('management.sessions.current')}</CellTag>}
          </span>
        ),
      },
      {
        key: 'orgName',
        dataIndex: 'orgName',
        title: t('management.sessions.columns.orgName'),
        width: 200,
        ellipsis: true,
      },
      {
        key: 'role',
        dataIndex: 'role',
        title: t('management.sessions.columns.role'),
        width: 130,
        render: (role: ActiveSession['role']) => t(`management.accounts.roles.${role}`),
      },
      {
        key: 'ip',
        dataIndex: 'ip',
        title: t('management.sessions.columns.ip'),
        width: 140,
        render: (value: string) => value || t('management.sessions.unknownIp'),
      },
      {
        key: 'createdAt',
        dataIndex: 'createdAt',
        title: t('management.sessions.columns.createdAt'),
        width: 160,
        render: (value: string) => formatIso(value),
      },
      {
        key: 'lastSeenAt',
        dataIndex: 'lastSeenAt',
        title: t('management.sessions.columns.lastSeenAt'),
        width: 160,
        render: (value: string) => formatIso(value),
      },
      {
        key: 'autoLogin',
        dataIndex: 'autoLogin',
        title: t('management.sessions.columns.autoLogin'),
        width: 100,
        render: (value: boolean) => t(value ? 'management.sessions.yes' : 'management.sessions.no'),
      },
      {
        key: 'actions',
        title: t('management.common.actions'),
        width: 110,
        fixed: wide ? 'right' : undefined,
        render: (_value, record) => (
          <RowAction
            label={t('management.sessions.endOf', { name: record.username })}
            onClick={() => setPending(record)}
          >
            {t('management.sessions.end')}
          </RowAction>
        ),
      },
    ],
    [t, wide],
  );

  const values = pending
    ? {
        name: pending.username,
        org: pending.orgName,
        ip: pending.ip || t('management.sessions.unknownIp'),
      }
    : {};
  return (
    <Card className="management-page">
      <div className="management-summary">
        <Typography.Text type="secondary">{t('management.sessions.intro')}</Typography.Text>
      </div>
      <SessionFilters value={filters} onSearch={search} />
      <ListTable<ActiveSession>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={data?.list ?? []}
        loading={loading}
        scroll={{ x: 1170 }}
        locale={{ emptyText: t('management.common.empty') }}
        pagination={pagination(data?.total ?? 0)}
      />
      <ConfirmDialog
        open={pending !== null}
        title={
          pending?.current
            ? t('management.sessions.confirm.ownTitle')
            : t('management.sessions.confirm.title', { name: pending?.username ?? '' })
        }
        text={
          pending?.current ? t('management.sessions.confirm.ownText') : t('management.sessions.confirm.text', values)
        }
        okText={t(pending?.current ? 'management.sessions.confirm.ownOk' : 'management.sessions.confirm.ok')}
        danger
        onConfirm={() => (pending ? end.mutateAsync(pending) : Promise.resolve())}
        onClose={() => setPending(null)}
      />
    </Card>
  );
}
