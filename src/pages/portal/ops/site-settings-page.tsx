import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { SITE_DEFAULTS } from '@/content/site-config';
import { showSiteFacts } from '@/content/site-facts';
import { fetchSiteSettings } from '@/features/site-settings/api';
import { SiteSettingsForm } from '@/features/site-settings/components/site-settings-form';
import '../review/management.css';
import './ops.css';

const KEY = ['site-settings'];

/**
 * /account/site (D13, admin only): the hotline, hours, addresses, mailbox and filing numbers the site shows, edited
 * and saved whole; the live site reads them at run time, so a save needs no rebuild.
 */
export default function SiteSettingsPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const saved = useQuery({ queryKey: KEY, queryFn: ({ signal }) => fetchSiteSettings(signal), staleTime: 0 });

  return (
    <Card className="management-page">
      <div className="management-summary">
        <Typography.Text type="secondary">{t('management.site.intro')}</Typography.Text>
      </div>
      {saved.isPending ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : saved.isError ? (
        <Alert
          type="error"
          showIcon
          title={t('management.site.loadFailed')}
          action={
            <Button size="small" onClick={() => void saved.refetch()}>
              {t('management.site.retry')}
            </Button>
          }
        />
      ) : (
        <>
          {saved.data === null && (
            <Alert className="site-settings__note" type="info" showIcon title={t('management.site.defaultsNote')} />
          )}
          <SiteSettingsForm
            initial={saved.data ?? SITE_DEFAULTS}
            onSaved={(facts) => {
              client.setQueryData(KEY, facts);
              showSiteFacts(facts);
            }}
          />
        </>
      )}
    </Card>
  );
}
