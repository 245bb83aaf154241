import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AccountStatus } from '@/contracts/auth';
import type { CellTagColour } from '@/components/list-page/cell-tag';

const COLOURS: Record<string, CellTagColour> = {
  pending: 'processing',
  approved: 'success',
  rejected: 'error',
  disabled: 'default',
};

/** The tag colour of an account's review status. */
export function registrationStatusColour(status: AccountStatus): CellTagColour {
  return COLOURS[status] ?? 'default';
}

export function RegistrationStatusTag({ status }: { status: AccountStatus }) {
  const { t } = useTranslation();
  return <Tag color={registrationStatusColour(status)}>{t(`management.review.statuses.${status}`)}</Tag>;
}
