import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Result, Skeleton, Timeline, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { fetchServiceRequest } from '@/features/service-requests/api';
import { ServiceStatusTag } from '@/features/service-requests/components/service-status-tag';
import { formatIso } from '@/utils/time';
import '../review/management.css';

/** /service/inviteservicedetail?id= (DECISIONS D7): one request, its status and the operator's reply. */
export default function InviteServiceDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  // Afresh on every visit: the operator's reply may have come since.
  const loaded = useQuery({
    queryKey: ['service-request', id],
    queryFn: ({ signal }) => fetchServiceRequest(id, signal),
    enabled: valid,
    staleTime: 0,
    gcTime: 0,
  });

  const back = (
    <Link to="/service/inviteservice">
      <Button autoInsertSpace={false}>{t('management.service.back')}</Button>
    </Link>
  );
  if (!valid) return <Result status="warning" title={t('management.service.invalidId')} extra={back} />;
  if (loaded.isError) return <Result status="404" title={t('management.service.invalidId')} extra={back} />;
  const request = loaded.data;

  return (
    <Card
      className="management-page"
      title={t('management.service.detailTitle', { id })}
      extra={<Link to="/service/inviteservice">{t('management.service.back')}</Link>}
    >
      {!request ? (
        <Skeleton active />
      ) : (
        <>
          <Descriptions
            bordered
            size="small"
            column={{ xs: 1, sm: 1, md: 2 }}
            items={[
              {
                key: 'kind',
                label: t('management.service.columns.kind'),
                children: t(`management.service.kinds.${request.kind}`),
              },
              {
                key: 'status',
                label: t('management.service.columns.status'),
                children: <ServiceStatusTag status={request.status} />,
              },
              {
                key: 'createdAt',
                label: t('management.service.columns.createdAt'),
                children: formatIso(request.createdAt),
              },
              {
                key: 'updatedAt',
                label: t('management.service.columns.updatedAt'),
                children: formatIso(request.updatedAt),
              },
              {
                key: 'contactTime',
                label: t('management.service.columns.contactTime'),
                children: request.contactTime || '-',
                span: 'filled',
              },
              {
                key: 'description',
                label: t('management.service.columns.description'),
                children: <div className="lead-content">{request.description}</div>,
                span: 'filled',
              },
            ]}
          />
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            {t('management.service.progress')}
          </Typography.Title>
          <Timeline
            items={[
              {
                key: 'submitted',
                color: 'blue',
                content: (
                  <>
                    <div>{t('management.service.submitted')}</div>
                    <Typography.Text type="secondary">{formatIso(request.createdAt)}</Typography.Text>
                  </>
                ),
              },
              request.status === 'new' && !request.note
                ? {
                    key: 'waiting',
                    color: 'gray',
                    content: <Typography.Text type="secondary">{t('management.service.noReply')}</Typography.Text>,
                  }
                : {
                    key: 'reply',
                    color: request.status === 'closed' ? 'gray' : 'green',
                    content: (
                      <section aria-label={t('management.service.reply')}>
                        <div>
                          <strong>{t('management.service.reply')}</strong>
                          {' · '}
                          {t('management.service.statusChanged', {
                            status: t(`management.service.statuses.${request.status}`),
                          })}
                        </div>
                        {request.note && <div className="lead-content">{request.note}</div>}
                        <Typography.Text type="secondary">{formatIso(request.updatedAt)}</Typography.Text>
                      </section>
                    ),
                  },
            ]}
          />
        </>
      )}
    </Card>
  );
}
