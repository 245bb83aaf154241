import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RewardApplication, RewardStatus } from '@/contracts/reward';
import { formatIso } from '@/utils/time';
import { RewardStatusTag } from './reward-status-tag';

/** Type, amount, date and status: the columns the organisation's and the reviewer's reward lists share. */
export function useRewardColumns(rewardTypeLabel: (code: string) => string): TableColumnsType<RewardApplication> {
  const { t } = useTranslation();
  return [
    {
      key: 'rewardType',
      dataIndex: 'rewardType',
      title: t('talent.reward.fields.rewardType'),
      width: 110,
      render: (value: string) => rewardTypeLabel(value),
    },
    {
      key: 'amount',
      dataIndex: 'amount',
      title: `${t('talent.reward.fields.amount')}（${t('talent.reward.yuan')}）`,
      width: 140,
      align: 'right',
    },
    {
      key: 'createdAt',
      dataIndex: 'createdAt',
      title: t('talent.reward.fields.createdAt'),
      width: 150,
      render: (value: string) => formatIso(value, '—'),
    },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('talent.fields.status'),
      width: 100,
      render: (value: RewardStatus) => <RewardStatusTag status={value} />,
    },
  ];
}
