import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Input, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TotpSetup } from '@/contracts/auth';
import { QrCode } from '@/components/qr-code';
import { notify } from '@/lib/notify';
import { enableTotp, fetchTotpStatus, startTotpSetup } from '../api';

const STATUS_KEY = ['totp-status'];

/**
 * Two-factor sign-in for admins and reviewers (docs/security.md): scan the QR code (or type the key) into an
 * authenticator app, confirm with one of its codes, then keep the ten recovery codes shown once.
 */
export function TwoFactorCard() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const status = useQuery({ queryKey: STATUS_KEY, queryFn: ({ signal }) => fetchTotpStatus(signal) });
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  if (!status.data) return <Skeleton active />;
  if (!status.data.available)
    return <Typography.Text type="secondary">{t('account.totp.unavailable')}</Typography.Text>;

  const begin = async () => {
    setBusy(true);
    try {
      setSetup(await startTotpSetup());
      setCode('');
    } finally {
      setBusy(false);
    }
  };

  const confirm = async () => {
    if (!/^\d{6}$/.test(code.trim())) return;
    setBusy(true);
    try {
      const result = await enableTotp({ code: code.trim() });
      setRecoveryCodes(result.recoveryCodes);
      setSetup(null);
      notify.success(t('account.totp.enrolled'));
      await queryClient.invalidateQueries({ queryKey: STATUS_KEY });
    } catch {
      // The request layer has shown the server's message (a wrong code).
    } finally {
      setBusy(false);
    }
  };

  if (recoveryCodes)
    return (
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Alert
          type="warning"
          showIcon
          message={t('account.totp.recoveryTitle')}
          description={t('account.totp.recoveryHint')}
        />
        <ol className="two-factor-recovery" aria-label={t('account.totp.recoveryTitle')}>
          {recoveryCodes.map((item) => (
            <li key={item}>
              <Typography.Text code copyable>
                {item}
              </Typography.Text>
            </li>
          ))}
        </ol>
        <Button type="primary" onClick={() => setRecoveryCodes(null)}>
          {t('account.totp.done')}
        </Button>
      </Space>
    );

  const { enrolled, required, recoveryLeft } = status.data;
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Paragraph style={{ marginBottom: 0 }}>{t('account.totp.intro')}</Typography.Paragraph>
      {required && !enrolled && <Alert type="error" showIcon message={t('account.totp.required')} />}
      <Alert
        type={enrolled ? 'success' : 'info'}
        showIcon
        message={enrolled ? t('account.totp.enrolled') : t('account.totp.notEnrolled')}
        description={enrolled ? t('account.totp.recoveryLeft', { count: recoveryLeft }) : undefined}
      />
      {setup ? (
        <Space direction="vertical" size="small" style={{ width: '100%' }}>
          <Typography.Text>{t('account.totp.scan')}</Typography.Text>
          <QrCode value={setup.otpauthUrl} label={t('account.totp.qrLabel')} size={180} />
          <Typography.Text>
            {t('account.totp.secret')}：
            <Typography.Text code copyable data-testid="totp-secret">
              {setup.secret}
            </Typography.Text>
          </Typography.Text>
          <label htmlFor="totp-code">{t('account.totp.code')}</label>
          <Space.Compact style={{ width: '100%', maxWidth: 360 }}>
            <Input
              id="totp-code"
              value={code}
              onChange={(event) => setCode(event.target.value)}
              onPressEnter={() => void confirm()}
              placeholder={t('account.totp.codePlaceholder')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
            />
            <Button type="primary" loading={busy} onClick={() => void confirm()}>
              {t('account.totp.confirm')}
            </Button>
          </Space.Compact>
        </Space>
      ) : (
        <Button type={enrolled ? 'default' : 'primary'} loading={busy} onClick={() => void begin()}>
          {enrolled ? t('account.totp.restart') : t('account.totp.start')}
        </Button>
      )}
    </Space>
  );
}
