import { Button } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** A card whose call failed: says so and offers to ask again, instead of a skeleton that never ends. */
export function LoadError({ what, onRetry, retrying }: { what: string; onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="uc-load-error" role="alert">
      <span>{t('userCentre.loadFailedOf', { what })}</span>
      <Button size="small" icon={<ReloadOutlined />} loading={retrying} onClick={onRetry}>
        {t('userCentre.retry')}
      </Button>
    </div>
  );
}
