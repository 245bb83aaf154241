import { screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SAVED_CHECKPOINT_KEY } from '@/features/chain/log-checks';
import { mockCheckpoint, mockLogKeys } from '@/mocks/chain-log';
import '../support/render-shell';
import { renderTalent } from '../support/render-talent';

/** D12 in the browser, on the mock log (real formats, real signatures). */
beforeAll(async () => {
  // The route's lazy chunks, loaded once before the first render is timed (a cold worker on a busy machine).
  await import('@/pages/explorer/explorer-page');
  await import('@/features/chain/components/log-checkpoint-panel');
  await import('@/features/chain/components/explorer-home-panels');
}, 120_000);
beforeEach(() => {
  localStorage.clear();
});

describe('/explorer: the signed ledger checked in the browser (D12)', () => {
  it('shows the signers in visitor words, keeps the technical terms folded, and remembers the checkpoint', async () => {
    renderTalent('/explorer');
    const panel = await screen.findByRole('region', { name: '账本签名与见证' });
    expect(await within(panel).findByText('账本签名有效')).toBeInTheDocument();
    expect(within(panel).getByTestId('log-summary')).toHaveTextContent(
      /^账本共收录 \d+ 笔交易，由账本运营方签名，已由 1 个见证方共同签名。$/,
    );
    expect(within(panel).getByText('witness.mock.example.org/w1')).toBeInTheDocument();
    expect(within(panel).getByText('本浏览器已记住这一状态，下次访问时会核对账本没有被改写。')).toBeInTheDocument();
    // Developer words only inside the folded 技术细节 (D14).
    const details = within(panel).getByText('技术细节').closest('details')!;
    expect(details.open).toBe(false);
    expect(details).toHaveTextContent('RFC 6962');
    const outside = panel.textContent!.replace(details.textContent!, '');
    expect(outside).not.toMatch(/SHA-256|默克尔|Web Crypto|RFC/);
    const saved = JSON.parse(localStorage.getItem(SAVED_CHECKPOINT_KEY)!) as { vkey: string; note: string };
    expect(saved).toEqual({ vkey: (await mockLogKeys()).log.vkey, note: await mockCheckpoint() });
  });

  it('warns plainly when the ledger no longer extends the checkpoint this browser saw', async () => {
    const { log } = await mockLogKeys();
    const note = await mockCheckpoint();
    // A checkpoint "seen before" that is larger than today's: the ledger was rolled back.
    const size = note.split('\n')[1]!;
    localStorage.setItem(
      SAVED_CHECKPOINT_KEY,
      JSON.stringify({ vkey: log.vkey, note: note.replace(`\n${size}\n`, `\n${Number(size) + 5}\n`) }),
    );
    renderTalent('/explorer');
    const panel = await screen.findByRole('region', { name: '账本签名与见证' });
    expect(await within(panel).findByText('警告：账本已被改写')).toBeInTheDocument();
    expect(
      within(panel).getByText(
        new RegExp(
          `^您上次访问时核实过的账本有 ${Number(size) + 5} 笔交易，现在只剩 ${size} 笔。这说明账本在那之后被改写或回滚了`,
        ),
      ),
    ).toBeInTheDocument();
  });
});
