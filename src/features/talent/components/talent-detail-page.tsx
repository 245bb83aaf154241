import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Card, Result, Skeleton, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { EDITABLE_STATUSES, type TalentDetail, type TalentKind } from '@/contracts/talent';
import { useUserStore } from '@/stores/user';
import { fetchTalentDetail } from '../api';
import { TALENT_PATHS } from '../paths';
import { TalentDetailView } from './talent-detail-view';
import './talent.css';

/** Detail of one filing (?id=): every field, attachments, status and the review outcome; edit when allowed. */
export function TalentDetailPage({ kind }: { kind: TalentKind }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || undefined;
  const isAdmin = useUserStore((state) => state.roles.includes('admin'));
  const [state, setState] = useState<{ id: number | undefined; detail: TalentDetail | null; failed: boolean }>({
    id: undefined,
    detail: null,
    failed: false,
  });
  const paths = TALENT_PATHS[kind];

  useEffect(() => {
    if (!id) return;
    let cancelled = false;
    fetchTalentDetail(id).then(
      (detail) => !cancelled && setState({ id, detail, failed: false }),
      () => !cancelled && setState({ id, detail: null, failed: true }),
    );
    return () => {
      cancelled = true;
    };
  }, [id]);

  const title = t('talent.detailTitle', { kind: t(`talent.kinds.${kind}`) });
  const back = <Link to={paths.list}>{t('talent.actions.back')}</Link>;
  if (!id || (state.id === id && state.failed))
    return (
      <Card title={title}>
        <Result status="404" title={t('talent.messages.loadFailed')} extra={back} />
      </Card>
    );
  const detail = state.id === id ? state.detail : null;
  return (
    <Card
      title={title}
      className="talent-page"
      extra={
        <Space wrap>
          {detail && !isAdmin && EDITABLE_STATUSES.includes(detail.status) && (
            <Button
              autoInsertSpace={false}
              type="primary"
              onClick={() => navigate(`${paths.registration}?id=${detail.id}`)}
            >
              {t('talent.actions.edit')}
            </Button>
          )}
          <Button autoInsertSpace={false} onClick={() => navigate(paths.list)}>
            {t('talent.actions.back')}
          </Button>
        </Space>
      }
    >
      {detail ? <TalentDetailView detail={detail} showOrg={isAdmin} /> : <Skeleton active />}
    </Card>
  );
}
