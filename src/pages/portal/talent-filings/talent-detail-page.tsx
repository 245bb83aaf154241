import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Result, Skeleton, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { EDITABLE_STATUSES } from '@/contracts/talent';
import { useUserStore } from '@/stores/user';
import { talentDetailQuery } from '@/features/talent-filings/api';
import { TALENT_PATHS } from '@/contracts/app-paths';
import { TalentDetailView } from '@/features/talent-filings/components/talent-detail-view';
import { useTalentKind } from '@/features/talent-filings/use-talent-kind';
import '@/features/talent-filings/components/talent.css';

/** Detail of one filing (?id=): every field, attachments, status and the review outcome; edit when allowed. */
export default function TalentDetailPage() {
  const kind = useTalentKind();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || undefined;
  const isAdmin = useUserStore((state) => state.roles.includes('admin'));
  const paths = TALENT_PATHS[kind];
  const filing = useQuery({ ...talentDetailQuery(id ?? 0), enabled: !!id });

  const title = t('talent.detailTitle', { kind: t(`talent.kinds.${kind}`) });
  const back = <Link to={paths.list}>{t('talent.actions.back')}</Link>;
  if (!id || filing.isError)
    return (
      <Card title={title}>
        <Result status="404" title={t('talent.messages.loadFailed')} extra={back} />
      </Card>
    );
  const detail = filing.data;
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
