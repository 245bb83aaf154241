import { useState } from 'react';
import { Badge, Button, Empty, Modal } from 'antd';
import { BugOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { isAdmin } from '@/contracts/access';
import { useErrorLogStore } from '@/stores/error-log';
import { useUserStore } from '@/stores/user';

/**
 * SPEC §8 / DECISIONS D7: a badge with the number of recorded errors; it opens the list. Hidden when empty, and from
 * everyone but the admin (D14: stack traces are developer words).
 */
export function ErrorLogButton() {
  const { t } = useTranslation();
  const logs = useErrorLogStore((state) => state.logs);
  const clear = useErrorLogStore((state) => state.clearErrorLog);
  const admin = useUserStore((state) => isAdmin(state.roles));
  const [open, setOpen] = useState(false);
  if (!admin || (logs.length === 0 && !open)) return null;
  return (
    <>
      <Badge count={logs.length} size="small" offset={[-4, 6]}>
        <button
          type="button"
          className="navbar__icon-button navbar__icon-button--danger"
          aria-label={`${t('navbar.errorLog')} (${t('errorLog.count', { count: logs.length })})`}
          onClick={() => setOpen(true)}
        >
          <BugOutlined />
        </button>
      </Badge>
      <Modal
        open={open}
        title={t('errorLog.title')}
        width={860}
        mask={{ closable: false }}
        onCancel={() => setOpen(false)}
        footer={[
          <Button
            key="clear"
            danger
            disabled={logs.length === 0}
            onClick={() => {
              clear();
              setOpen(false);
            }}
          >
            {t('errorLog.clearAll')}
          </Button>,
          <Button key="close" type="primary" onClick={() => setOpen(false)}>
            {t('errorLog.close')}
          </Button>,
        ]}
      >
        {logs.length === 0 ? (
          <Empty />
        ) : (
          <ol className="error-log__list">
            {logs.map((log) => (
              <li key={log.id} className="error-log__item">
                <dl>
                  <dt>{t('errorLog.message')}</dt>
                  <dd className="error-log__message">{log.message}</dd>
                  <dt>{t('errorLog.place')}</dt>
                  <dd>{log.place}</dd>
                  <dt>{t('errorLog.url')}</dt>
                  <dd className="error-log__url">{log.url}</dd>
                  <dt>{t('errorLog.time')}</dt>
                  <dd>{new Date(log.time).toLocaleString()}</dd>
                  {log.stack && (
                    <>
                      <dt>{t('errorLog.stack')}</dt>
                      <dd>
                        <pre className="error-log__stack">{log.stack}</pre>
                      </dd>
                    </>
                  )}
                </dl>
              </li>
            ))}
          </ol>
        )}
      </Modal>
    </>
  );
}
