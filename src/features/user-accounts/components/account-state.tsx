import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Account } from '@/contracts/accounts';

const COLOURS: Record<Account['status'], string> = {
  approved: 'success',
  disabled: 'default',
  pending: 'processing',
  rejected: 'error',
};

/** 已启用 / 已停用 / 待审核 / 已驳回, and 待激活 while the set-password link of a created account is unused. */
export function AccountState({ account }: { account: Account }) {
  const { t } = useTranslation();
  return (
    <Space size={4} wrap>
      <Tag color={COLOURS[account.status]}>{t(`management.accounts.statuses.${account.status}`)}</Tag>
      {!account.activated && <Tag color="warning">{t('management.accounts.notActivated')}</Tag>}
    </Space>
  );
}
