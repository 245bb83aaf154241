import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Popover, Row, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { TALENT_DICT_TYPES } from '@/contracts/talent';
import { type RewardApplication, type RewardTalent } from '@/contracts/reward';
import { TALENT_PATHS } from '@/contracts/app-paths';
import { AttachmentList } from '@/components/document-upload/attachment-list';
import { usePagedQuery } from '@/components/list-page/use-paged-query';
import { useDictionary } from '@/lib/dictionary';
import { fetchRewardList, fetchRewardTalents } from '@/features/rewards/api';
import { LazyLedgerReceipt } from '@/components/ledger-receipt/lazy-ledger-receipt';
import { PagedTable } from '@/components/list-page/paged-table';
import { useRewardColumns } from '@/features/rewards/components/reward-columns';
import { RewardForm } from '@/features/rewards/components/reward-form';
import '@/features/talent-filings/components/talent.css';

/** /rewardapply/rewardapply: apply for a reward for an approved talent; the organisation's applications below. */
export default function RewardApplyPage() {
  const { t } = useTranslation();
  const rewardTypes = useDictionary(TALENT_DICT_TYPES.rewardType);
  const { page, setPage, data, loading, reload } = usePagedQuery({
    key: ['reward-list'],
    initial: {},
    fetch: (paging, signal) => fetchRewardList(paging, signal),
  });
  const rewardColumns = useRewardColumns(rewardTypes.labelOf);
  const approved = useQuery({ queryKey: ['reward-talents'], queryFn: ({ signal }) => fetchRewardTalents(signal) });
  // A failure offers the filing link, like an organisation without approved talents.
  const talents: RewardTalent[] | null = approved.isError ? [] : (approved.data ?? null);

  const columns: TableColumnsType<RewardApplication> = [
    { key: 'talentName', dataIndex: 'talentName', title: t('talent.reward.fields.talent'), width: 110 },
    { key: 'idCard', dataIndex: 'idCard', title: t('talent.fields.idCard'), width: 190 },
    ...rewardColumns,
    {
      key: 'reviewReason',
      dataIndex: 'reviewReason',
      title: t('talent.fields.reviewReason'),
      ellipsis: true,
      render: (value: string | null) => value ?? '—',
    },
    {
      key: 'txHash',
      dataIndex: 'txHash',
      title: t('talent.ledger.column'),
      width: 110,
      render: (txHash: string | null, row) =>
        row.status === 'approved' && txHash ? (
          <Popover trigger="click" placement="left" content={<LazyLedgerReceipt txHash={txHash} />}>
            <Button type="link" size="small" autoInsertSpace={false}>
              {t('talent.ledger.view')}
            </Button>
          </Popover>
        ) : (
          '—'
        ),
    },
  ];

  return (
    <Row gutter={[16, 16]} className="talent-page">
      <Col span={24}>
        <Card title={t('talent.reward.formTitle')}>
          {talents === null ? null : talents.length === 0 ? (
            <Alert
              type="info"
              showIcon
              title={t('talent.reward.noTalents')}
              action={<Link to={TALENT_PATHS.common.list}>{t('talent.reward.goFiling')}</Link>}
            />
          ) : (
            <RewardForm
              talents={talents}
              rewardTypes={rewardTypes.entries}
              onCreated={() => (page.currPage === 1 ? reload() : setPage(1))}
            />
          )}
        </Card>
      </Col>
      <Col span={24}>
        <Card title={t('talent.reward.listTitle')}>
          <PagedTable
            columns={columns}
            data={data}
            loading={loading}
            page={page.currPage}
            onPageChange={setPage}
            expandable={{
              expandedRowRender: (row) => (
                <div>
                  <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>
                    <strong>{t('talent.reward.fields.applyReason')}：</strong>
                    {row.applyReason}
                  </Typography.Paragraph>
                  <AttachmentList files={row.attachments} />
                </div>
              ),
            }}
          />
        </Card>
      </Col>
    </Row>
  );
}
