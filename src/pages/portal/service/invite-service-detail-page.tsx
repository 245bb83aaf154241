import { useEffect, useState } from 'react';
import { Button, Card, Descriptions, Result, Skeleton, Timeline, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ServiceRequest } from '@/contracts/service';
import { fetchServiceRequest } from '@/features/service-requests/api';
import { ServiceStatusTag } from '@/features/service-requests/components/service-status-tag';
import { formatIso } from '@/features/review/format';
import '../review/management.css';

type Loaded = { id: number; request: ServiceRequest | null; failed: boolean };

/** /service/inviteservicedetail?id= (DECISIONS D7): one request, its status and the operator's reply. */
export default function InviteServiceDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    if (!valid) return;
    let cancelled = false;
    fetchServiceRequest(id).then(
      (request) => !cancelled && setLoaded({ id, request, failed: false }),
      () => !cancelled && setLoaded({ id, request: null, failed: true }),
    );
    return () => {
      cancelled = true;
    };
  }, [id, valid]);

  const back = (
    <Link to="/service/inviteservice">
      <Button autoInsertSpace={false}>{t('management.service.back')}</Button>
    </Link>
  );
  if (!valid) return <Result status="warning" title={t('management.service.invalidId')} extra={back} />;
  const current = loaded?.id === id ? loaded : null;
  if (current?.failed) return <Result status="404" title={t('management.service.invalidId')} extra={back} />;
  const request = current?.request;

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
