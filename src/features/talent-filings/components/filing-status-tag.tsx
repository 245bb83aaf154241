import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FilingStatus } from '@/contracts/talent';

const COLORS: Record<FilingStatus, string> = {
  draft: 'default',
  pending: 'processing',
  approved: 'success',
  rejected: 'error',
};

/** 草稿 / 待审核 / 已通过 / 已驳回 */
export function FilingStatusTag({ status }: { status: FilingStatus }) {
  const { t } = useTranslation();
  return <Tag color={COLORS[status]}>{t(`talent.status.${status}`)}</Tag>;
}
