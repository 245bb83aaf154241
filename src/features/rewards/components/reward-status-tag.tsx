import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RewardStatus } from '@/contracts/reward';

const COLORS: Record<RewardStatus, string> = { pending: 'processing', approved: 'success', rejected: 'error' };

export function RewardStatusTag({ status }: { status: RewardStatus }) {
  const { t } = useTranslation();
  return <Tag color={COLORS[status]}>{t(`talent.status.${status}`)}</Tag>;
}
