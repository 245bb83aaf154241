import { useTranslation } from 'react-i18next';
import { explorerTxPath } from '@/contracts/app-paths';
import { HashText } from '@/components/hash-text';
import { QrCode } from '@/components/qr-code';
import { appUrl } from '@/lib/app-url';
import './ledger-receipt.css';

/**
 * D9: an approved filing or reward as anyone can check it: its transaction hash, a QR code of its explorer page on
 * this deployment's origin, and a link to that page (a new tab: the portal stays where it was).
 */
export function LedgerReceipt({ txHash }: { txHash: string }) {
  const { t } = useTranslation();
  const url = appUrl(explorerTxPath(txHash));
  return (
    <section className="ledger-receipt" aria-label={t('talent.ledger.title')}>
      <QrCode value={url} label={t('talent.ledger.qrLabel')} size={120} className="ledger-receipt__qr" />
      <div className="ledger-receipt__body">
        <strong className="ledger-receipt__title">{t('talent.ledger.title')}</strong>
        <p className="ledger-receipt__hint">{t('talent.ledger.hint')}</p>
        <div className="ledger-receipt__hash">
          <span>{t('talent.ledger.txHash')}：</span>
          <HashText hash={txHash} />
        </div>
        <a href={url} target="_blank" rel="noopener noreferrer">
          {t('talent.ledger.open')}
        </a>
      </div>
    </section>
  );
}
