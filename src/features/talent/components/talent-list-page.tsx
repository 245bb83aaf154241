import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button, Card, Input, Radio, Space, Table, type TableColumnsType } from 'antd';
import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  EDITABLE_STATUSES,
  FILING_STATUSES,
  TALENT_DICT_TYPES,
  type FilingStatus,
  type TalentKind,
  type TalentList,
  type TalentSummary,
} from '@/contracts/talent';
import { useUserStore } from '@/stores/user';
import { fetchTalentList } from '../api';
import { formatIso, useDictionary } from '../format';
import { TALENT_PATHS } from '../paths';
import { FilingStatusTag } from './status-tag';
import './talent.css';

const PAGE_SIZE = 10;

/** The organisation's filings of one kind: search, status filter with counts, paging; ID numbers masked. */
export function TalentListPage({ kind }: { kind: TalentKind }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isAdmin = useUserStore((state) => state.roles.includes('admin'));
  const categories = useDictionary(TALENT_DICT_TYPES.talentCategory);
  const [status, setStatus] = useState<FilingStatus | 'all'>('all');
  const [keywordsInput, setKeywordsInput] = useState('');
  const [keywords, setKeywords] = useState('');
  const [page, setPage] = useState(1);
  const [data, setData] = useState<TalentList | null>(null);
  const [loading, setLoading] = useState(false);
  const paths = TALENT_PATHS[kind];

  const load = useCallback(async () => {
    setLoading(true);
    try {
      setData(
        await fetchTalentList({
          kind,
          status: status === 'all' ? undefined : status,
          keywords: keywords || undefined,
          currPage: page,
          limit: PAGE_SIZE,
        }),
      );
    } catch {
      // The request layer has shown the message.
    } finally {
      setLoading(false);
    }
  }, [kind, status, keywords, page]);

  // Runs again whenever the kept-alive view becomes visible, so a saved or submitted filing shows up.
  useEffect(() => {
    void load();
  }, [load]);

  const counts = data?.counts;
  const total = counts ? counts.draft + counts.pending + counts.approved + counts.rejected : undefined;

  const columns: TableColumnsType<TalentSummary> = [
    {
      key: 'name',
      dataIndex: 'name',
      title: t('talent.fields.name'),
      width: 110,
      render: (value: string, row) => <Link to={`${paths.detail}?id=${row.id}`}>{value}</Link>,
    },
    ...(isAdmin
      ? [{ key: 'orgName', dataIndex: 'orgName', title: t('talent.fields.orgName'), ellipsis: true } as const]
      : []),
    {
      key: 'gender',
      dataIndex: 'gender',
      title: t('talent.fields.gender'),
      width: 70,
      render: (value: string) => (value ? t(`talent.gender.${value}`) : '—'),
    },
    {
      key: 'idCard',
      dataIndex: 'idCard',
      title: t('talent.fields.idCard'),
      width: 190,
      render: (value: string) => value || '—',
    },
    {
      key: 'mobile',
      dataIndex: 'mobile',
      title: t('talent.fields.mobile'),
      width: 130,
      render: (value: string) => value || '—',
    },
    ...(kind === 'high'
      ? [
          {
            key: 'talentCategory',
            dataIndex: 'talentCategory',
            title: t('talent.fields.talentCategory'),
            ellipsis: true,
            render: (value: string) => (value ? categories.labelOf(value) : '—'),
          },
        ]
      : kind === 'graduates'
        ? [
            {
              key: 'school',
              dataIndex: 'school',
              title: t('talent.fields.school'),
              ellipsis: true,
              render: (value: string) => value || '—',
            },
            {
              key: 'graduationYear',
              dataIndex: 'graduationYear',
              title: t('talent.fields.graduationYear'),
              width: 100,
              render: (value: string) => value || '—',
            },
          ]
        : [
            {
              key: 'education',
              dataIndex: 'education',
              title: t('talent.fields.education'),
              width: 110,
              render: (value: string) => (value ? t(`talent.education.${value}`) : '—'),
            },
            {
              key: 'position',
              dataIndex: 'position',
              title: t('talent.fields.position'),
              ellipsis: true,
              render: (value: string) => value || '—',
            },
          ]),
    {
      key: 'status',
      dataIndex: 'status',
      title: t('talent.fields.status'),
      width: 100,
      render: (value: FilingStatus) => <FilingStatusTag status={value} />,
    },
    {
      key: 'updatedAt',
      dataIndex: 'updatedAt',
      title: t('talent.fields.updatedAt'),
      width: 150,
      render: (value: string) => formatIso(value),
    },
    {
      key: 'actions',
      title: t('talent.fields.actions'),
      width: 120,
      fixed: 'right',
      render: (_: unknown, row) => (
        <Space size={4}>
          <Button
            autoInsertSpace={false}
            type="link"
            size="small"
            onClick={() => navigate(`${paths.detail}?id=${row.id}`)}
            aria-label={`${t('talent.actions.view')} ${row.name}`}
          >
            {t('talent.actions.view')}
          </Button>
          {!isAdmin && EDITABLE_STATUSES.includes(row.status) && (
            <Button
              autoInsertSpace={false}
              type="link"
              size="small"
              onClick={() => navigate(`${paths.registration}?id=${row.id}`)}
              aria-label={`${t('talent.actions.edit')} ${row.name}`}
            >
              {t('talent.actions.edit')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  const search = () => {
    setKeywords(keywordsInput.trim());
    setPage(1);
  };

  return (
    <Card
      className="talent-page"
      title={t('talent.listTitle', { kind: t(`talent.kinds.${kind}`) })}
      extra={
        isAdmin ? null : (
          <Button
            autoInsertSpace={false}
            type="primary"
            icon={<PlusOutlined aria-hidden />}
            onClick={() => navigate(paths.registration)}
          >
            {t('talent.actions.add')}
          </Button>
        )
      }
    >
      <div className="talent-filters">
        <Radio.Group
          value={status}
          optionType="button"
          aria-label={t('talent.fields.status')}
          onChange={(event) => {
            setStatus(event.target.value as FilingStatus | 'all');
            setPage(1);
          }}
          options={[
            { value: 'all', label: `${t('talent.status.all')}${total === undefined ? '' : ` ${total}`}` },
            ...FILING_STATUSES.map((value) => ({
              value,
              label: `${t(`talent.status.${value}`)}${counts ? ` ${counts[value]}` : ''}`,
            })),
          ]}
        />
        <Space.Compact className="talent-filters__search">
          <Input
            allowClear
            aria-label={t('talent.fields.keywords')}
            placeholder={t('talent.placeholders.keywords')}
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
    </Card>
  );
}
