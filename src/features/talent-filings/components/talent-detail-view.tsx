import { Alert, Descriptions, type DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { TALENT_DICT_TYPES, type TalentDetail } from '@/contracts/talent';
import { AttachmentList } from '@/components/document-upload/attachment-list';
import { useDictionary } from '@/lib/dictionary';
import { formatIso } from '@/utils/time';
import { LazyLedgerReceipt } from '@/components/ledger-receipt/lazy-ledger-receipt';
import { FilingStatusTag } from './filing-status-tag';

/** Every field of a filing, with its status and the review outcome; used by the detail page and the review drawer. */
export function TalentDetailView({ detail, showOrg = false }: { detail: TalentDetail; showOrg?: boolean }) {
  const { t } = useTranslation();
  const categories = useDictionary(TALENT_DICT_TYPES.talentCategory);
  const dash = (value: string) => value || '—';
  const f = (key: string) => t(`talent.fields.${key}`);

  const items: DescriptionsProps['items'] = [
    ...(showOrg ? [{ key: 'orgName', label: f('orgName'), children: detail.orgName, span: 2 }] : []),
    { key: 'name', label: f('name'), children: detail.name },
    { key: 'gender', label: f('gender'), children: detail.gender ? t(`talent.gender.${detail.gender}`) : '—' },
    {
      key: 'idCard',
      label: f('idCard'),
      children: <span className="talent-detail__nowrap">{dash(detail.idCard)}</span>,
    },
    { key: 'birthDate', label: f('birthDate'), children: dash(detail.birthDate) },
    { key: 'mobile', label: f('mobile'), children: dash(detail.mobile) },
    { key: 'email', label: f('email'), children: dash(detail.email) },
    {
      key: 'education',
      label: f('education'),
      children: detail.education ? t(`talent.education.${detail.education}`) : '—',
    },
    { key: 'major', label: f('major'), children: dash(detail.major) },
    { key: 'jobTitle', label: f('jobTitle'), children: dash(detail.jobTitle) },
    { key: 'position', label: f('position'), children: dash(detail.position) },
    { key: 'entryDate', label: f('entryDate'), children: dash(detail.entryDate) },
    ...(detail.kind === 'high'
      ? [
          {
            key: 'talentCategory',
            label: f('talentCategory'),
            children: detail.talentCategory ? categories.labelOf(detail.talentCategory) : '—',
          },
          {
            key: 'achievements',
            label: f('achievements'),
            span: 2,
            children: <div style={{ whiteSpace: 'pre-wrap' }}>{dash(detail.achievements)}</div>,
          },
        ]
      : []),
    ...(detail.kind === 'graduates'
      ? [
          { key: 'school', label: f('school'), children: dash(detail.school) },
          { key: 'graduationYear', label: f('graduationYear'), children: dash(detail.graduationYear) },
          { key: 'degree', label: f('degree'), children: detail.degree ? t(`talent.degree.${detail.degree}`) : '—' },
          { key: 'diplomaNumber', label: f('diplomaNumber'), children: dash(detail.diplomaNumber) },
        ]
      : []),
    { key: 'resumeFiles', label: f('resumeFiles'), span: 2, children: <AttachmentList files={detail.resumeFiles} /> },
    {
      key: 'certificateFiles',
      label: f('certificateFiles'),
      span: 2,
      children: <AttachmentList files={detail.certificateFiles} />,
    },
    ...(detail.kind === 'high'
      ? [
          {
            key: 'supportingFiles',
            label: f('supportingFiles'),
            span: 2,
            children: <AttachmentList files={detail.supportingFiles} />,
          },
        ]
      : []),
  ];

  const review: DescriptionsProps['items'] = [
    { key: 'status', label: f('status'), children: <FilingStatusTag status={detail.status} /> },
    { key: 'submittedAt', label: f('submittedAt'), children: formatIso(detail.submittedAt, '—') },
    { key: 'reviewedAt', label: f('reviewedAt'), children: formatIso(detail.reviewedAt, '—') },
    { key: 'reviewer', label: f('reviewer'), children: detail.reviewerName ?? '—' },
  ];

  const alert =
    detail.status === 'rejected'
      ? { type: 'error' as const, text: t('talent.messages.rejectedAlert', { reason: detail.reviewReason ?? '' }) }
      : detail.status === 'pending'
        ? { type: 'info' as const, text: t('talent.messages.pendingAlert') }
        : detail.status === 'approved'
          ? { type: 'success' as const, text: t('talent.messages.approvedAlert') }
          : { type: 'warning' as const, text: t('talent.messages.draftAlert') };

  return (
    <div className="talent-detail">
      <Alert type={alert.type} showIcon title={alert.text} style={{ marginBottom: 16 }} />
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, sm: 1, md: 2 }}
        title={t('talent.sections.review')}
        items={review}
        style={{ marginBottom: 24 }}
      />
      {detail.status === 'approved' && detail.txHash ? <LazyLedgerReceipt txHash={detail.txHash} /> : null}
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, sm: 1, md: 2 }}
        title={t('talent.sections.basic')}
        items={items}
      />
    </div>
  );
}
