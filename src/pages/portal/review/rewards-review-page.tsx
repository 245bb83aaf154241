import { Descriptions, Select, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { TALENT_DICT_TYPES } from '@/contracts/talent';
import {
  formatFen,
  REWARD_STATUSES,
  rewardTypeOf,
  type RewardApplication,
  type RewardStatus,
  type RewardType,
} from '@/contracts/reward';
import { AttachmentList } from '@/components/document-upload/attachment-list';
import { REVIEW_REWARDS_ROUTE } from '@/features/review/badge';
import { decideReward, fetchRewardReviewList } from '@/features/review/api';
import { useRewardColumns } from '@/features/rewards/components/reward-columns';
import { RewardStatusTag } from '@/features/rewards/components/reward-status-tag';
import { useDictionary } from '@/lib/dictionary';
import { formatIso } from '@/utils/time';
import { ReviewQueue } from './review-queue';

/** /review/rewards: reward applications of every organisation; drawer with approve / reject. */
export default function RewardsReviewPage() {
  const { t } = useTranslation();
  const rewardTypes = useDictionary(TALENT_DICT_TYPES.rewardType);
  const rewardColumns = useRewardColumns(rewardTypes.labelOf);
  const f = (key: string) => t(`talent.reward.fields.${key}`);

  const columns: TableColumnsType<RewardApplication> = [
    { key: 'orgName', dataIndex: 'orgName', title: t('talent.fields.orgName'), ellipsis: true },
    { key: 'talentName', dataIndex: 'talentName', title: f('talent'), width: 100 },
    ...rewardColumns,
  ];

  /** One application as the reviewer reads it: who, what, how much against the type's cap, why, and its review. */
  const details = (application: RewardApplication) => (
    <Descriptions
      bordered
      size="small"
      column={1}
      className="talent-detail"
      items={[
        { key: 'org', label: t('talent.fields.orgName'), children: application.orgName },
        {
          key: 'talent',
          label: f('talent'),
          children: `${application.talentName}（${t(`talent.kinds.${application.talentKind}`)}）`,
        },
        { key: 'idCard', label: t('talent.fields.idCard'), children: application.idCard },
        { key: 'type', label: f('rewardType'), children: rewardTypes.labelOf(application.rewardType) },
        {
          key: 'amount',
          label: f('amount'),
          children: `${application.amount} ${t('talent.reward.yuan')}（${t('talent.reward.capHint', { cap: formatFen(rewardTypeOf(application.rewardType)?.capFen ?? 0) })}）`,
        },
        {
          key: 'reason',
          label: f('applyReason'),
          children: <div style={{ whiteSpace: 'pre-wrap' }}>{application.applyReason}</div>,
        },
        { key: 'files', label: f('attachments'), children: <AttachmentList files={application.attachments} /> },
        { key: 'createdAt', label: f('createdAt'), children: formatIso(application.createdAt, '—') },
        {
          key: 'status',
          label: t('talent.fields.status'),
          children: <RewardStatusTag status={application.status} />,
        },
        { key: 'reviewedAt', label: t('talent.fields.reviewedAt'), children: formatIso(application.reviewedAt, '—') },
        { key: 'reviewer', label: t('talent.fields.reviewer'), children: application.reviewerName ?? '—' },
        ...(application.reviewReason
          ? [{ key: 'rr', label: t('talent.fields.reviewReason'), children: application.reviewReason }]
          : []),
      ]}
    />
  );

  return (
    <ReviewQueue
      title={t('talent.review.rewardsTitle')}
      subject="reward"
      badge={REVIEW_REWARDS_ROUTE}
      listKey="reward-review-list"
      initial={{
        status: 'pending' as RewardStatus | 'all',
        rewardType: undefined as RewardType | undefined,
        keywords: '',
      }}
      fetch={fetchRewardReviewList}
      narrowed={(filters) => filters.rewardType !== undefined}
      statuses={REWARD_STATUSES}
      filters={(filters, search) => (
        <Select<RewardType>
          allowClear
          aria-label={f('rewardType')}
          placeholder={f('rewardType')}
          style={{ width: 140 }}
          value={filters.rewardType}
          onChange={(rewardType) => search({ ...filters, rewardType })}
          options={rewardTypes.entries.map((entry) => ({ value: entry.code as RewardType, label: entry.value }))}
        />
      )}
      columns={columns}
      nameOf={(row) => row.talentName}
      load={(row) => row}
      drawerTitle={(row) => `${rewardTypes.labelOf(row.rewardType)} · ${row.talentName}`}
      details={details}
      decide={decideReward}
    />
  );
}
