import { useState } from 'react';
import { Card, Descriptions, Select, Space, type TableColumnsType } from 'antd';
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
import { useBadgesStore } from '@/stores/badges';
import { REVIEW_REWARDS_ROUTE } from '@/features/review/badge';
import { decideReward, fetchRewardReviewList } from '@/features/review/api';
import { useDictionary } from '@/lib/dictionary';
import { formatIso } from '@/utils/time';
import { usePagedQuery } from '@/components/list-page/use-paged-query';
import { KeywordSearch } from '@/components/list-page/keyword-search';
import { PagedTable } from '@/components/list-page/paged-table';
import { DecisionPanel } from '@/features/review/components/decision-form';
import { ReviewDrawer } from '@/features/review/components/review-drawer';
import { useRewardColumns } from '@/features/rewards/components/reward-columns';
import { RewardStatusTag } from '@/features/rewards/components/reward-status-tag';
import { RowAction } from '@/components/list-page/row-action';
import { StatusFilter } from '@/components/list-page/status-filter';
import '@/features/talent-filings/components/talent.css';

/** /review/rewards: reward applications of every organisation; drawer with approve / reject. */
export default function RewardsReviewPage() {
  const { t } = useTranslation();
  const rewardTypes = useDictionary(TALENT_DICT_TYPES.rewardType);
  const [selected, setSelected] = useState<RewardApplication | null>(null);

  const { filters, search, page, setPage, data, loading, reload } = usePagedQuery({
    key: ['reward-review-list'],
    initial: {
      status: 'pending' as RewardStatus | 'all',
      rewardType: undefined as RewardType | undefined,
      keywords: '',
    },
    fetch: async ({ status, rewardType, keywords, ...paging }, signal) => {
      const result = await fetchRewardReviewList(
        { status: status === 'all' ? undefined : status, rewardType, keywords: keywords || undefined, ...paging },
        signal,
      );
      if (!rewardType && !keywords) useBadgesStore.getState().setCount(REVIEW_REWARDS_ROUTE, result.counts.pending);
      return result;
    },
  });
  const rewardColumns = useRewardColumns(rewardTypes.labelOf);

  const columns: TableColumnsType<RewardApplication> = [
    { key: 'orgName', dataIndex: 'orgName', title: t('talent.fields.orgName'), ellipsis: true },
    { key: 'talentName', dataIndex: 'talentName', title: t('talent.reward.fields.talent'), width: 100 },
    ...rewardColumns,
    {
      key: 'actions',
      title: t('talent.fields.actions'),
      width: 90,
      fixed: 'right',
      render: (_: unknown, row) => (
        <RowAction label={`${t('talent.actions.view')} ${row.talentName}`} onClick={() => setSelected(row)}>
          {t('talent.actions.view')}
        </RowAction>
      ),
    },
  ];

  const f = (key: string) => t(`talent.reward.fields.${key}`);

  return (
    <Card title={t('talent.review.rewardsTitle')} className="talent-page">
      <div className="list-filters">
        <Space wrap>
          <StatusFilter
            statuses={REWARD_STATUSES}
            counts={data?.counts}
            capped={data?.countsCapped}
            value={filters.status}
            all="last"
            onChange={(status) => search({ ...filters, status })}
          />
          <Select<RewardType>
            allowClear
            aria-label={f('rewardType')}
            placeholder={f('rewardType')}
            style={{ width: 140 }}
            value={filters.rewardType}
            onChange={(rewardType) => search({ ...filters, rewardType })}
            options={rewardTypes.entries.map((entry) => ({ value: entry.code as RewardType, label: entry.value }))}
          />
        </Space>
        <KeywordSearch
          placeholder={t('talent.placeholders.reviewKeywords')}
          onSearch={(keywords) => search({ ...filters, keywords })}
        />
      </div>
      <PagedTable columns={columns} data={data} loading={loading} page={page.currPage} onPageChange={setPage} />
      <ReviewDrawer
        open={selected !== null}
        onClose={() => setSelected(null)}
        size={640}
        title={selected ? `${rewardTypes.labelOf(selected.rewardType)} · ${selected.talentName}` : ''}
        decision={
          selected?.status === 'pending' && (
            <DecisionPanel
              idPrefix="reward-decision"
              record={selected}
              decide={decideReward}
              onDecided={async () => {
                setSelected(null);
                await reload();
              }}
            />
          )
        }
      >
        {selected && (
          <Descriptions
            bordered
            size="small"
            column={1}
            className="talent-detail"
            items={[
              { key: 'org', label: t('talent.fields.orgName'), children: selected.orgName },
              {
                key: 'talent',
                label: f('talent'),
                children: `${selected.talentName}（${t(`talent.kinds.${selected.talentKind}`)}）`,
              },
              { key: 'idCard', label: t('talent.fields.idCard'), children: selected.idCard },
              { key: 'type', label: f('rewardType'), children: rewardTypes.labelOf(selected.rewardType) },
              {
                key: 'amount',
                label: f('amount'),
                children: `${selected.amount} ${t('talent.reward.yuan')}（${t('talent.reward.capHint', { cap: formatFen(rewardTypeOf(selected.rewardType)?.capFen ?? 0) })}）`,
              },
              {
                key: 'reason',
                label: f('applyReason'),
                children: <div style={{ whiteSpace: 'pre-wrap' }}>{selected.applyReason}</div>,
              },
              { key: 'files', label: f('attachments'), children: <AttachmentList files={selected.attachments} /> },
              { key: 'createdAt', label: f('createdAt'), children: formatIso(selected.createdAt, '—') },
              {
                key: 'status',
                label: t('talent.fields.status'),
                children: <RewardStatusTag status={selected.status} />,
              },
              {
                key: 'reviewedAt',
                label: t('talent.fields.reviewedAt'),
                children: formatIso(selected.reviewedAt, '—'),
              },
              { key: 'reviewer', label: t('talent.fields.reviewer'), children: selected.reviewerName ?? '—' },
              ...(selected.reviewReason
                ? [{ key: 'rr', label: t('talent.fields.reviewReason'), children: selected.reviewReason }]
                : []),
            ]}
          />
        )}
      </ReviewDrawer>
    </Card>
  );
}
