import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ArticleStatus } from '@/contracts/content';

export function ArticleStatusTag({ status }: { status: ArticleStatus }) {
  const { t } = useTranslation();
  return <Tag color={status === 'published' ? 'success' : 'default'}>{t(`management.content.statuses.${status}`)}</Tag>;
}
