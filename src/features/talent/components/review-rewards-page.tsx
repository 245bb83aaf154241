import { useCallback, useEffect, useState } from 'react';
import { Button, Card, Descriptions, Drawer, Input, Radio, Select, Space, Table, type TableColumnsType } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  formatFen,
  REWARD_STATUSES,
  rewardTypeOf,
  TALENT_DICT_TYPES,
  type RewardApplication,
  type RewardList,
  type RewardStatus,
  type RewardType,
} from '@/contracts/talent';
import { AttachmentList } from '@/components/document-upload/attachment-list';
import { useBadgesStore } from '@/stores/badges';
import { decideReward, fetchRewardReviewList } from '../api';
import { formatIso, useDictionary } from '../format';
import { DecisionPanel } from './decision-panel';
import { RewardStatusTag } from './reward-status-tag';
import './talent.css';

const PAGE_SIZE = 10;
export const REVIEW_REWARDS_ROUTE = 'reviewrewards';

/** /review/rewards: reward applications of every organisation; drawer with approve / reject. */
export function ReviewRewardsPage() {
  const { t } = useTranslation();
  const rewardTypes = useDictionary(TALENT_DICT_TYPES.rewardType);
  const [status, setStatus] = useState<RewardStatus | 'all'>('pending');
  const [rewardType, setRewardType] = useState<RewardType | undefined>();
  const [keywordsInput, setKeywordsInput] = useState('');
  const [keywords, setKeywords] = useState('');
  const [page, setPage] = useState(1);
  const [data, setData] = useState<RewardList | null>(null);
  const [loading, setLoading] = useState(false);
  const [open, setOpen] = useState<RewardApplication | null>(null);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const result = await fetchRewardReviewList({
        status: status === 'all' ? undefined : status,
        rewardType,
        keywords: keywords || undefined,
        currPage: page,
        limit: PAGE_SIZE,
      });
      setData(result);
      if (!rewardType && !keywords) useBadgesStore.getState().setCount(REVIEW_REWARDS_ROUTE, result.counts.pending);
    } catch {
      // toasted
    } finally {
      setLoading(false);
    }
  }, [status, rewardType, keywords, page]);
  useEffect(() => {
    void load();
  }, [load]);

  const counts = data?.counts;
  const columns: TableColumnsType<RewardApplication> = [
    { key: 'orgName', dataIndex: 'orgName', title: t('talent.fields.orgName'), ellipsis: true },
    { key: 'talentName', dataIndex: 'talentName', title: t('talent.reward.fields.talent'), width: 100 },
    {
      key: 'rewardType',
      dataIndex: 'rewardType',
      title: t('talent.reward.fields.rewardType'),
      width: 110,
      render: (value: string) => rewardTypes.labelOf(value),
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
      render: (value: string) => formatIso(value),
    },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('talent.fields.status'),
      width: 100,
      render: (value: RewardStatus) => <RewardStatusTag status={value} />,
    },
    {
      key: 'actions',
      title: t('talent.fields.actions'),
      width: 90,
      fixed: 'right',
      render: (_: unknown, row) => (
        <Button
          autoInsertSpace={false}
          type="link"
          size="small"
          onClick={() => setOpen(row)}
          aria-label={`${t('talent.actions.view')} ${row.talentName}`}
        >
          {t('talent.actions.view')}
        </Button>
      ),
    },
  ];

  const search = () => {
    setKeywords(keywordsInput.trim());
    setPage(1);
  };
  const f = (key: string) => t(`talent.reward.fields.${key}`);

  return (
    <Card title={t('talent.review.rewardsTitle')} className="talent-page">
      <div className="talent-filters">
        <Space wrap>
          <Radio.Group
            value={status}
            optionType="button"
            aria-label={t('talent.fields.status')}
            onChange={(event) => {
              setStatus(event.target.value as RewardStatus | 'all');
              setPage(1);
            }}
            options={[
              ...REWARD_STATUSES.map((value) => ({
                value,
                label: `${t(`talent.status.${value}`)}${counts ? ` ${counts[value]}` : ''}`,
              })),
              { value: 'all', label: t('talent.status.all') },
            ]}
          />
          <Select<RewardType>
            allowClear
            aria-label={f('rewardType')}
            placeholder={f('rewardType')}
            style={{ width: 140 }}
            value={rewardType}
            onChange={(value) => {
              setRewardType(value);
              setPage(1);
            }}
            options={rewardTypes.entries.map((entry) => ({ value: entry.code as RewardType, label: entry.value }))}
          />
        </Space>
        <Space.Compact className="talent-filters__search">
          <Input
            allowClear
            aria-label={t('talent.fields.keywords')}
            placeholder={t('talent.placeholders.reviewKeywords')}
            value={keywordsInput}
            maxLength={50}
            onChange={(event) => setKeywordsInput(event.target.value)}
            onPressEnter={search}
          />
          <Button autoInsertSpace={false} icon={<SearchOutlined aria-hidden />} onClick={search}>
            {t('talent.actions.search')}
          </Button>
        </Space.Compact>
      </div>
      <Table<RewardApplication>
        rowKey="id"
        size="middle"
        loading={loading}
        columns={columns}
        dataSource={data?.list ?? []}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (count) => t('talent.messages.total', { total: count }),
          onChange: setPage,
        }}
      />
      <Drawer
        open={open !== null}
        onClose={() => setOpen(null)}
        size={640}
        title={open ? `${rewardTypes.labelOf(open.rewardType)} · ${open.talentName}` : ''}
        mask={{ closable: false }}
        destroyOnHidden
        footer={
          open?.status === 'pending' ? (
            <DecisionPanel
              idPrefix="reward-decision"
              onDecide={async (decision, reason) => {
                await decideReward({ id: open.id, decision, reason });
                setOpen(null);
                await load();
              }}
            />
          ) : null
        }
      >
        {open && (
          <Descriptions
            bordered
            size="small"
            column={1}
            className="talent-detail"
            items={[
              { key: 'org', label: t('talent.fields.orgName'), children: open.orgName },
              {
                key: 'talent',
                label: f('talent'),
                children: `${open.talentName}（${t(`talent.kinds.${open.talentKind}`)}）`,
              },
              { key: 'idCard', label: t('talent.fields.idCard'), children: open.idCard },
              { key: 'type', label: f('rewardType'), children: rewardTypes.labelOf(open.rewardType) },
              {
                key: 'amount',
                label: f('amount'),
                children: `${open.amount} ${t('talent.reward.yuan')}（${t('talent.reward.capHint', { cap: formatFen(rewardTypeOf(open.rewardType)?.capFen ?? 0) })}）`,
              },
              {
                key: 'reason',
                label: f('applyReason'),
                children: <div style={{ whiteSpace: 'pre-wrap' }}>{open.applyReason}</div>,
              },
              { key: 'files', label: f('attachments'), children: <AttachmentList files={open.attachments} /> },
              { key: 'createdAt', label: f('createdAt'), children: formatIso(open.createdAt) },
              { key: 'status', label: t('talent.fields.status'), children: <RewardStatusTag status={open.status} /> },
              { key: 'reviewedAt', label: t('talent.fields.reviewedAt'), children: formatIso(open.reviewedAt) },
              { key: 'reviewer', label: t('talent.fields.reviewer'), children: open.reviewerName ?? '—' },
              ...(open.reviewReason
                ? [{ key: 'rr', label: t('talent.fields.reviewReason'), children: open.reviewReason }]
                : []),
            ]}
          />
        )}
      </Drawer>
    </Card>
  );
}
