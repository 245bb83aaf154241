import { useMemo, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button, Card, Grid, Typography, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Account } from '@/contracts/accounts';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { RowAction, RowActions } from '@/components/list-page/row-action';
import { ListTable } from '@/components/list-page/list-table';
import { usePagedQuery } from '@/components/list-page/use-paged-query';
import { notify } from '@/lib/notify';
import { fetchAccounts, resetTwoFactor, sendSetPasswordLink, setAccountStatus } from '@/features/user-accounts/api';
import { TwoFactorPolicy } from '@/features/user-accounts/components/two-factor-policy';
import { AccountFilters, type AccountFilterValues } from '@/features/user-accounts/components/account-filters';
import { AccountState } from '@/features/user-accounts/components/account-state';
import { CreateAccountDialog } from '@/features/user-accounts/components/create-account-dialog';
import { formatIso } from '@/utils/time';
import '../review/management.css';
import './ops.css';

/** What the admin is about to do to one account, waiting for its confirmation. */
type Pending = { account: Account; action: 'disable' | 'enable' | 'link' | 'totpReset' };

/**
 * /account/users (D8, admin only): every account with its role, status and last sign-in; reviewer and admin
 * accounts are created here (set-password link by e-mail); any account can be disabled (its sessions end) or
 * enabled again, and sent a new set-password link; staff accounts' two-factor sign-in is reset and required here.
 */
export default function UsersPage() {
  const { t } = useTranslation();
  const { filters, search, pagination, data, loading, reload } = usePagedQuery({
    key: ['accounts'],
    initial: {} as AccountFilterValues,
    fetch: ({ keywords, ...query }, signal) =>
      fetchAccounts({ ...query, keywords: keywords?.trim() || undefined }, signal),
  });
  const [creating, setCreating] = useState(false);
  const [pending, setPending] = useState<Pending | null>(null);
  // A phone keeps the whole table scrollable rather than half of it under a fixed action column.
  const wide = Grid.useBreakpoint().md ?? true;
  const change = useMutation({
    mutationFn: ({ account, action }: Pending) =>
      action === 'link'
        ? sendSetPasswordLink(account.id)
        : action === 'totpReset'
          ? resetTwoFactor(account.id)
          : setAccountStatus({ id: account.id, status: action === 'disable' ? 'disabled' : 'approved' }),
    onSuccess: (message) => {
      notify.success(message);
      void reload();
    },
  });

  // The same columns while nothing they show changes: a cell renders again only when its row or its column does.
  const columns = useMemo<TableColumnsType<Account>>(
    () => [
      { key: 'username', dataIndex: 'username', title: t('management.accounts.columns.username'), width: 130 },
      {
        key: 'orgName',
        dataIndex: 'orgName',
        title: t('management.accounts.columns.orgName'),
        width: 200,
        ellipsis: true,
      },
      {
        key: 'role',
        dataIndex: 'role',
        title: t('management.accounts.columns.role'),
        width: 130,
        render: (role: Account['role']) => t(`management.accounts.roles.${role}`),
      },
      {
        key: 'status',
        title: t('management.accounts.columns.status'),
        width: 150,
        render: (_value, record) => <AccountState account={record} t={t} />,
      },
      { key: 'email', dataIndex: 'email', title: t('management.accounts.columns.email'), width: 200, ellipsis: true },
      {
        key: 'phone',
        dataIndex: 'phone',
        title: t('management.accounts.columns.phone'),
        width: 120,
        render: (value: string) => value || '-',
      },
      {
        key: 'createdAt',
        dataIndex: 'createdAt',
        title: t('management.accounts.columns.createdAt'),
        width: 150,
        render: (value: string) => formatIso(value),
      },
      {
        key: 'lastLoginAt',
        dataIndex: 'lastLoginAt',
        title: t('management.accounts.columns.lastLoginAt'),
        width: 150,
        render: (value: string | null) => formatIso(value, t('management.accounts.neverSignedIn')),
      },
      {
        key: 'actions',
        title: t('management.common.actions'),
        width: 250,
        fixed: wide ? 'right' : undefined,
        render: (_value, record) => (
          <RowActions>
            {record.status === 'approved' && (
              <RowAction
                label={t('management.accounts.disableOf', { name: record.username })}
                onClick={() => setPending({ account: record, action: 'disable' })}
              >
                {t('management.accounts.disable')}
              </RowAction>
            )}
            {record.status === 'disabled' && (
              <RowAction
                label={t('management.accounts.enableOf', { name: record.username })}
                onClick={() => setPending({ account: record, action: 'enable' })}
              >
                {t('management.accounts.enable')}
              </RowAction>
            )}
            {record.status === 'approved' && record.email && (
              <RowAction
                label={t('management.accounts.linkOf', { name: record.username })}
                onClick={() => setPending({ account: record, action: 'link' })}
              >
                {t('management.accounts.link')}
              </RowAction>
            )}
            {(record.role === 'admin' || record.role === 'reviewer') && (
              <RowAction
                label={t('management.accounts.totpResetOf', { name: record.username })}
                onClick={() => setPending({ account: record, action: 'totpReset' })}
              >
                {t('management.accounts.totpReset')}
              </RowAction>
            )}
          </RowActions>
        ),
      },
    ],
    [t, wide],
  );

  const confirmText = (current: Pending) => {
    const values = { name: current.account.username, org: current.account.orgName, email: current.account.email };
    return t(`management.accounts.confirm.${current.action}Text`, values);
  };

  return (
    <Card className="management-page">
      <div className="management-summary">
        <Typography.Text type="secondary">{t('management.accounts.intro')}</Typography.Text>
        <Button
          autoInsertSpace={false}
          type="primary"
          icon={<PlusOutlined aria-hidden />}
          onClick={() => setCreating(true)}
        >
          {t('management.accounts.create')}
        </Button>
      </div>
      <TwoFactorPolicy />
      <AccountFilters value={filters} onSearch={search} />
      <ListTable<Account>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={data?.list ?? []}
        loading={loading}
        scroll={{ x: 1400 }}
        locale={{ emptyText: t('management.common.empty') }}
        pagination={pagination(data?.total ?? 0)}
      />
      <CreateAccountDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={() => {
          setCreating(false);
          void reload();
        }}
      />
      <ConfirmDialog
        open={pending !== null}
        title={
          pending ? t(`management.accounts.confirm.${pending.action}Title`, { name: pending.account.username }) : ''
        }
        text={pending ? confirmText(pending) : ''}
        okText={pending ? t(`management.accounts.confirm.${pending.action}Ok`) : ''}
        danger={pending?.action === 'disable' || pending?.action === 'totpReset'}
        onConfirm={() => (pending ? change.mutateAsync(pending) : Promise.resolve())}
        onClose={() => setPending(null)}
      />
    </Card>
  );
}
