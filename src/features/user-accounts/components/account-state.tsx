import type { TFunction } from 'i18next';
import type { Account } from '@/contracts/accounts';
import { CellTag, type CellTagColour } from '@/components/list-page/cell-tag';

const COLOURS: Record<Account['status'], CellTagColour> = {
  approved: 'success',
  disabled: 'default',
  pending: 'processing',
  rejected: 'error',
};

/**
 * 已启用 / 已停用 / 待审核 / 已驳回, and 待激活 while the set-password link of a created account is unused. It takes
 * the table's `t`: a page of up to 100 rows would otherwise subscribe to the language once per row.
 */
export function AccountState({ account, t }: { account: Account; t: TFunction }) {
  return (
    <span className="account-state">
      <CellTag color={COLOURS[account.status]}>{t(`management.accounts.statuses.${account.status}`)}</CellTag>
      {!account.activated && <CellTag color="warning">{t('management.accounts.notActivated')}</CellTag>}
    </span>
  );
}
