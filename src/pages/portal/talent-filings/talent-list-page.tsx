import { Link, useNavigate } from 'react-router-dom';
import { Button, Card, Space, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  EDITABLE_STATUSES,
  FILING_STATUSES,
  TALENT_DICT_TYPES,
  type FilingStatus,
  type TalentSummary,
} from '@/contracts/talent';
import { useUserStore } from '@/stores/user';
import { fetchTalentList } from '@/features/talent-filings/api';
import { useDictionary } from '@/lib/dictionary';
import { formatIso } from '@/utils/time';
import { usePagedQuery } from '@/components/list-page/use-paged-query';
import { TALENT_PATHS } from '@/contracts/app-paths';
import { KeywordSearch } from '@/components/list-page/keyword-search';
import { PagedTable } from '@/components/list-page/paged-table';
import { RowAction } from '@/components/list-page/row-action';
import { FilingStatusTag } from '@/features/talent-filings/components/filing-status-tag';
import { StatusFilter } from '@/components/list-page/status-filter';
import { useTalentKind } from '@/features/talent-filings/use-talent-kind';
import '@/features/talent-filings/components/talent.css';

/** The organisation's filings of one kind: search, status filter with counts, paging; ID numbers masked. */
export default function TalentListPage() {
  const kind = useTalentKind();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isAdmin = useUserStore((state) => state.roles.includes('admin'));
  const categories = useDictionary(TALENT_DICT_TYPES.talentCategory);
  const paths = TALENT_PATHS[kind];
  const list = usePagedQuery({
    key: ['talent-list', kind],
    initial: { status: 'all' as FilingStatus | 'all', keywords: '' },
    fetch: ({ status, keywords, ...paging }, signal) =>
      fetchTalentList(
        { kind, status: status === 'all' ? undefined : status, keywords: keywords || undefined, ...paging },
        signal,
      ),
  });
  const { filters, search, page, setPage, data, loading } = list;

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
      render: (value: string) => formatIso(value, '—'),
    },
    {
      key: 'actions',
      title: t('talent.fields.actions'),
      width: 120,
      fixed: 'right',
      render: (_: unknown, row) => (
        <Space size={4}>
          <RowAction
            label={`${t('talent.actions.view')} ${row.name}`}
            onClick={() => navigate(`${paths.detail}?id=${row.id}`)}
          >
            {t('talent.actions.view')}
          </RowAction>
          {!isAdmin && EDITABLE_STATUSES.includes(row.status) && (
            <RowAction
              label={`${t('talent.actions.edit')} ${row.name}`}
              onClick={() => navigate(`${paths.registration}?id=${row.id}`)}
            >
              {t('talent.actions.edit')}
            </RowAction>
          )}
        </Space>
      ),
    },
  ];

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
      <div className="list-filters">
        <StatusFilter list={list} statuses={FILING_STATUSES} all="first-with-total" />
        <KeywordSearch
          placeholder={t('talent.placeholders.keywords')}
          onSearch={(keywords) => search({ ...filters, keywords })}
        />
      </div>
      <PagedTable columns={columns} data={data} loading={loading} page={page.currPage} onPageChange={setPage} />
    </Card>
  );
}
