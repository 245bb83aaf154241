import { Segmented, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  DECIDABLE_STATUSES,
  TALENT_KINDS,
  type FilingStatus,
  type TalentKind,
  type TalentSummary,
} from '@/contracts/talent';
import { REVIEW_FILINGS_ROUTE } from '@/features/review/badge';
import { decideTalent, fetchTalentReviewList } from '@/features/review/api';
import { fetchTalentDetail } from '@/features/talent-filings/api';
import { FilingStatusTag } from '@/features/talent-filings/components/filing-status-tag';
import { TalentDetailView } from '@/features/talent-filings/components/talent-detail-view';
import { formatIso } from '@/utils/time';
import { ReviewQueue } from './review-queue';

type DecidableStatus = (typeof DECIDABLE_STATUSES)[number];

/** /review/talents: submitted filings of every organisation; detail drawer with approve / reject. */
export default function FilingsReviewPage() {
  const { t } = useTranslation();

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
      render: (value: string | null) => formatIso(value, '—'),
    },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('talent.fields.status'),
      width: 100,
      render: (value: FilingStatus) => <FilingStatusTag status={value} />,
    },
  ];

  return (
    <ReviewQueue
      title={t('talent.review.talentsTitle')}
      subject="filing"
      badge={REVIEW_FILINGS_ROUTE}
      listKey="talent-review-list"
      initial={{ kind: 'all' as TalentKind | 'all', status: 'pending' as DecidableStatus | 'all', keywords: '' }}
      fetch={({ kind, ...query }, signal) =>
        fetchTalentReviewList({ ...query, kind: kind === 'all' ? undefined : kind }, signal)
      }
      narrowed={(filters) => filters.kind !== 'all'}
      statuses={DECIDABLE_STATUSES}
      filters={(filters, search) => (
        <Segmented<TalentKind | 'all'>
          value={filters.kind}
          onChange={(kind) => search({ ...filters, kind })}
          options={[
            { value: 'all', label: t('talent.status.all') },
            ...TALENT_KINDS.map((value) => ({ value, label: t(`talent.kinds.${value}`) })),
          ]}
        />
      )}
      columns={columns}
      nameOf={(row) => row.name}
      load={(row) => fetchTalentDetail(row.id)}
      drawerTitle={(row) => `${t(`talent.kinds.${row.kind}`)} · ${row.name}`}
      drawerSize={720}
      details={(detail) => <TalentDetailView detail={detail} showOrg />}
      decide={decideTalent}
    />
  );
}
