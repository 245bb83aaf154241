import { useQuery } from '@tanstack/react-query';
import { Alert, Descriptions, Empty, Image, Skeleton, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { decideRegistration, fetchRegistration } from '../api';
import { formatIso } from '@/utils/time';
import { RegistrationStatusTag } from './registration-status-tag';
import { ReviewDrawer } from './review-drawer';

/** One registration: every field, the certificate (zoomable), and approve / reject while it is pending. */
export function RegistrationDrawer({
  id,
  onClose,
  onDecided,
}: {
  id: number | null;
  onClose: () => void;
  onDecided: () => void;
}) {
  const { t } = useTranslation();
  // Afresh each time it opens; a new id shows nothing of the previous record while it loads.
  const registration = useQuery({
    queryKey: ['registration', id],
    queryFn: ({ signal }) => fetchRegistration(id ?? 0, signal),
    enabled: id !== null,
    staleTime: 0,
    gcTime: 0,
  });
  const detail = registration.data ?? null;

  const userType = detail?.userType ?? 1;
  const fields = detail
    ? [
        { key: 'orgName', label: t('management.review.fields.orgName'), value: detail.orgName },
        {
          key: 'userType',
          label: t('management.review.fields.userType'),
          value: t(`management.review.userTypes.${detail.userType}`, { defaultValue: String(detail.userType) }),
        },
        { key: 'orgType', label: t(`management.review.fields.orgType${userType}`), value: detail.orgTypeLabel },
        ...(userType === 1
          ? [
              { key: 'property', label: t('management.review.fields.property'), value: detail.propertyLabel ?? '-' },
              { key: 'scale', label: t('management.review.fields.scale'), value: detail.scaleLabel ?? '-' },
            ]
          : []),
        {
          key: 'principal',
          label: userType === 1 ? t('management.review.fields.principal1') : t('management.review.fields.principal'),
          value: detail.principalName,
        },
        { key: 'address', label: t('management.review.fields.address'), value: detail.address },
        {
          key: 'orgCode',
          label: userType === 1 ? t('management.review.fields.orgCode1') : t('management.review.fields.orgCode'),
          value: detail.orgCode,
        },
        { key: 'username', label: t('management.review.fields.username'), value: detail.username },
        { key: 'phone', label: t('management.review.fields.phone'), value: detail.phone },
        { key: 'email', label: t('management.review.fields.email'), value: detail.email },
        { key: 'createdAt', label: t('management.review.fields.createdAt'), value: formatIso(detail.createdAt) },
        {
          key: 'status',
          label: t('management.review.fields.status'),
          value: <RegistrationStatusTag status={detail.status} />,
        },
        ...(detail.status !== 'pending'
          ? [
              {
                key: 'reviewerName',
                label: t('management.review.fields.reviewerName'),
                value: detail.reviewerName ?? '-',
              },
              {
                key: 'reviewedAt',
                label: t('management.review.fields.reviewedAt'),
                value: formatIso(detail.reviewedAt),
              },
            ]
          : []),
        ...(detail.status === 'rejected'
          ? [
              {
                key: 'reviewReason',
                label: t('management.review.fields.reviewReason'),
                value: detail.reviewReason ?? '-',
              },
            ]
          : []),
      ]
    : [];

  const pending = detail?.status === 'pending';

  return (
    <ReviewDrawer
      open={id !== null}
      title={t('management.review.detailTitle')}
      size={640}
      onClose={onClose}
      decision={
        pending
          ? {
              id: detail.id,
              subject: 'registration',
              confirmApproval: true,
              decide: decideRegistration,
              onSettled: () => {
                void registration.refetch();
                onDecided();
              },
            }
          : null
      }
    >
      {!detail ? (
        <Skeleton active />
      ) : (
        <>
          {!pending && (
            <Alert
              type={detail.status === 'approved' ? 'success' : 'warning'}
              showIcon
              title={t('management.review.decided')}
              style={{ marginBottom: 16 }}
            />
          )}
          <Descriptions
            column={1}
            bordered
            size="small"
            items={fields.map((field) => ({ key: field.key, label: field.label, children: field.value }))}
          />
          <h3 className="review-drawer__certificate">{t('management.review.fields.certificate')}</h3>
          {detail.attachList.length === 0 ? (
            <Empty description={t('management.review.noCertificate')} />
          ) : (
            <Image.PreviewGroup>
              <Space wrap>
                {detail.attachList.map((file) => (
                  <Image
                    key={file.filePath}
                    src={file.url ?? file.filePath}
                    width={240}
                    alt={t('management.review.certificateAlt', { name: detail.orgName })}
                  />
                ))}
              </Space>
            </Image.PreviewGroup>
          )}
        </>
      )}
    </ReviewDrawer>
  );
}
