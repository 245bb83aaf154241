import { lazy, Suspense } from 'react';

const LedgerReceipt = lazy(async () => ({ default: (await import('./ledger-receipt')).LedgerReceipt }));

/** The receipt, with its QR code library, is downloaded only where a filing or reward is approved. */
export function LazyLedgerReceipt({ txHash }: { txHash: string }) {
  return (
    <Suspense fallback={null}>
      <LedgerReceipt txHash={txHash} />
    </Suspense>
  );
}
