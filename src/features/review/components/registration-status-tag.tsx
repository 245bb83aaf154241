import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AccountStatus } from '@/contracts/auth';

const COLOURS: Record<string, string> = {
  pending: 'processing',
  approved: 'success',
  rejected: 'error',
  disabled: 'default',
};

export function RegistrationStatusTag({ status }: { status: AccountStatus }) {
  const { t } = useTranslation();
  return <Tag color={COLOURS[status] ?? 'default'}>{t(`management.review.statuses.${status}`)}</Tag>;
}
