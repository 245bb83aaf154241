import { useCallback, useEffect, useState } from 'react';
import { Button, Card, Drawer, Input, Radio, Segmented, Skeleton, Space, Table, type TableColumnsType } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  DECIDABLE_STATUSES,
  TALENT_KINDS,
  type FilingStatus,
  type TalentDetail,
  type TalentKind,
  type TalentList,
  type TalentSummary,
} from '@/contracts/talent';
import { useBadgesStore } from '@/stores/badges';
import { decideTalent, fetchTalentDetail, fetchTalentReviewList } from '../api';
import { formatIso } from '../format';
import { DecisionPanel } from './decision-panel';
import { FilingStatusTag } from './status-tag';
import { TalentDetailView } from './talent-detail-view';
import './talent.css';

const PAGE_SIZE = 10;
export const REVIEW_TALENTS_ROUTE = 'reviewtalents';

/** /review/talents: submitted filings of every organisation; detail drawer with approve / reject. */
export function ReviewTalentsPage() {
  const { t } = useTranslation();
  const [kind, setKind] = useState<TalentKind | 'all'>('all');
  const [status, setStatus] = useState<FilingStatus | 'all'>('pending');
  const [keywordsInput, setKeywordsInput] = useState('');
  const [keywords, setKeywords] = useState('');
  const [page, setPage] = useState(1);
  const [data, setData] = useState<TalentList | null>(null);
  const [loading, setLoading] = useState(false);
  const [open, setOpen] = useState<TalentDetail | null>(null);
  const [opening, setOpening] = useState(false);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const result = await fetchTalentReviewList({
        kind: kind === 'all' ? undefined : kind,
        status: status === 'all' ? undefined : status,
        keywords: keywords || undefined,
        currPage: page,
        limit: PAGE_SIZE,
      });
      setData(result);
      if (kind === 'all' && !keywords) useBadgesStore.getState().setCount(REVIEW_TALENTS_ROUTE, result.counts.pending);
    } catch {
      // toasted
    } finally {
      setLoading(false);
    }
  }, [kind, status, keywords, page]);
  useEffect(() => {
    void load();
  }, [load]);

  const show = async (id: number) => {
    setOpening(true);
    try {
      setOpen(await fetchTalentDetail(id));
    } catch {
      setOpening(false);
    }
  };
  const close = () => {
    setOpen(null);
    setOpening(false);
  };

  const counts = data?.counts;
  const columns: TableColumnsType<TalentSummary> = [
    { key: 'orgName', dataIndex: 'orgName', title: t('talent.fields.orgName'), ellipsis: true },
    { key: 'name', dataIndex: 'name', title: t('talent.fields.name'), width: 100 },
    {
      key: 'kind',
      dataIndex: 'kind',
      title: t('talent.fields.kind'),
      width: 120,
      render: (value: TalentKind) => t(`talent.kinds.${value}`),
    },
    { key: 'idCard', dataIndex: 'idCard', title: t('talent.fields.idCard'), width: 190 },
    {
      key: 'submittedAt',
      dataIndex: 'submittedAt',
      title: t('talent.fields.submittedAt'),
      width: 150,
      render: (value: string | null) => formatIso(value),
    },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('talent.fields.status'),
      width: 100,
      render: (value: FilingStatus) => <FilingStatusTag status={value} />,
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
          onClick={() => void show(row.id)}
          aria-label={`${t('talent.actions.view')} ${row.name}`}
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

  return (
    <Card title={t('talent.review.talentsTitle')} className="talent-page">
      <div className="talent-filters">
        <Space wrap>
          <Segmented<TalentKind | 'all'>
            value={kind}
            onChange={(value) => {
              setKind(value);
              setPage(1);
            }}
            options={[
              { value: 'all', label: t('talent.status.all') },
              ...TALENT_KINDS.map((value) => ({ value, label: t(`talent.kinds.${value}`) })),
            ]}
          />
          <Radio.Group
            value={status}
            optionType="button"
            aria-label={t('talent.fields.status')}
            onChange={(event) => {
              setStatus(event.target.value as FilingStatus | 'all');
              setPage(1);
            }}
            options={[
              ...DECIDABLE_STATUSES.map((value) => ({
                value,
                label: `${t(`talent.status.${value}`)}${counts ? ` ${counts[value]}` : ''}`,
              })),
              { value: 'all', label: t('talent.status.all') },
            ]}
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
      <Table<TalentSummary>
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
        open={opening}
        onClose={close}
        size={720}
        title={open ? `${t(`talent.kinds.${open.kind}`)} · ${open.name}` : t('talent.review.talentsTitle')}
        mask={{ closable: false }}
        destroyOnHidden
        footer={
          open?.status === 'pending' ? (
            <DecisionPanel
              idPrefix="talent-decision"
              onDecide={async (decision, reason) => {
                await decideTalent({ id: open.id, decision, reason });
                close();
                await load();
              }}
            />
          ) : null
        }
      >
        {open ? <TalentDetailView detail={open} showOrg /> : <Skeleton active />}
      </Drawer>
    </Card>
  );
}
