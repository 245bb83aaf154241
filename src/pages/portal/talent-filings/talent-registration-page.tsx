import { Link, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Card, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  EDITABLE_STATUSES,
  emptyTalentForm,
  type TalentDetail,
  type TalentFormValues,
  type TalentKind,
} from '@/contracts/talent';
import { TALENT_PATHS } from '@/contracts/app-paths';
import { talentDetailQuery } from '@/features/talent-filings/api';
import { TalentForm } from '@/features/talent-filings/components/talent-form/talent-form';
import { useTalentKind } from '@/features/talent-filings/use-talent-kind';
import '@/features/talent-filings/components/talent.css';

function formValuesOf(detail: TalentDetail): TalentFormValues {
  const { kind } = detail;
  const empty = emptyTalentForm(kind);
  const picked = Object.fromEntries(
    Object.keys(empty).map((key) => [key, detail[key as keyof TalentDetail] ?? empty[key as keyof TalentFormValues]]),
  );
  return { ...empty, ...picked, kind } as TalentFormValues;
}

/** Registration page of a kind: new (no id) or edit of a draft / rejected filing (?id=). */
export default function TalentRegistrationPage() {
  const kind = useTalentKind();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || undefined;
  // A new id (after the first draft save, or another filing) starts a fresh form.
  return <TalentRegistration key={`${kind}:${id ?? 'new'}`} kind={kind} id={id} />;
}

function TalentRegistration({ kind, id }: { kind: TalentKind; id: number | undefined }) {
  const { t } = useTranslation();
  const filing = useQuery({ ...talentDetailQuery(id ?? 0), enabled: !!id });
  const detail = filing.data ?? null;
  const failed = filing.isError;

  const title = t(id ? 'talent.editTitle' : 'talent.registrationTitle', { kind: t(`talent.kinds.${kind}`) });
  if (id && failed)
    return (
      <Card title={title}>
        <Result
          status="warning"
          title={t('talent.messages.loadFailed')}
          extra={<Link to={TALENT_PATHS[kind].list}>{t('talent.actions.back')}</Link>}
        />
      </Card>
    );
  if (id && !detail)
    return (
      <Card title={title}>
        <Skeleton active />
      </Card>
    );
  if (detail && (detail.kind !== kind || !EDITABLE_STATUSES.includes(detail.status)))
    return (
      <Card title={title}>
        <Result
          status="info"
          title={t('talent.messages.readOnly', { status: t(`talent.status.${detail.status}`) })}
          extra={<Link to={`${TALENT_PATHS[detail.kind].detail}?id=${detail.id}`}>{t('talent.actions.view')}</Link>}
        />
      </Card>
    );
  return (
    <Card title={title} className="talent-page">
      <TalentForm
        kind={kind}
        id={id}
        initial={detail ? formValuesOf(detail) : emptyTalentForm(kind)}
        lastReason={detail?.reviewReason ?? null}
      />
    </Card>
  );
}
