import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Space, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { fetchTotpPolicy, setTotpPolicy } from '../api';

const POLICY_KEY = ['totp-policy'];

/** The admin's switch: every admin and reviewer must sign in with two factors (docs/security.md), audited. */
export function TwoFactorPolicy() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const policy = useQuery({ queryKey: POLICY_KEY, queryFn: ({ signal }) => fetchTotpPolicy(signal) });
  const change = async (required: boolean) => {
    try {
      notify.success(await setTotpPolicy({ required }));
    } finally {
      await queryClient.invalidateQueries({ queryKey: POLICY_KEY });
    }
  };
  return (
    <Space size="small">
      <Switch
        id="totp-policy"
        checked={policy.data?.required ?? false}
        loading={policy.isLoading}
        onChange={(checked) => void change(checked)}
        checkedChildren={t('management.accounts.totpPolicyOn')}
        unCheckedChildren={t('management.accounts.totpPolicyOff')}
        aria-label={t('management.accounts.totpPolicy')}
      />
      <Typography.Text>
        <label htmlFor="totp-policy">{t('management.accounts.totpPolicy')}</label>
      </Typography.Text>
    </Space>
  );
}
