import type { ReactElement } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { explorerTxPath } from '@/contracts/app-paths';
import { emptyTalentForm } from '@/contracts/talent';
import { AntdProvider } from '@/components/antd-provider';
import RewardApplyPage from '@/pages/portal/rewards/reward-apply-page';
import TalentDetailPage from '@/pages/portal/talent-filings/talent-detail-page';
import { appUrl } from '@/lib/app-url';
import { QueryProvider } from '@/lib/query-client';
import { appendMockTx } from '@/mocks/chain';
import { talentStore } from '@/mocks/handlers/talent';
import HomepagePage from '@/pages/portal/homepage/homepage-page';
import { useAppStore } from '@/stores/app';
import { useUserStore } from '@/stores/user';

const NOW = '2026-11-21T02:00:00.000Z';

/** One portal page of the signed-in organisation (enterprise01, through the MSW login), in Chinese. */
async function renderPortalPage(page: ReactElement, entry: string) {
  useAppStore.getState().setLanguage('zh');
  await useUserStore.getState().login({ username: 'enterprise01', password: 'Demo#2026', autoLogin: false });
  const user = userEvent.setup();
  render(
    <QueryProvider>
      <AntdProvider>
        <MemoryRouter initialEntries={[entry]}>{page}</MemoryRouter>
      </AntdProvider>
    </QueryProvider>,
  );
  return { user };
}

/** A filing of enterprise01 in the mock store; approved ones carry the approval's ledger transaction (D9). */
async function fileTalent(id: number, status: 'pending' | 'approved') {
  const submitTxHash = await appendMockTx('talent.submitted', `talent:${id}`);
  const txHash = status === 'approved' ? await appendMockTx('talent.decided', `talent:${id}:approved`) : null;
  talentStore().filings.push({
    ...emptyTalentForm('common'),
    name: status === 'approved' ? '林小雨' : '周明',
    gender: 'female',
    idCard: '330106199003071228',
    birthDate: '1990-03-07',
    mobile: '13912345678',
    education: 'master',
    position: '工程师',
    id,
    owner: 'enterprise01',
    orgName: '杭州云杉智造科技有限公司',
    status,
    reviewReason: null,
    reviewerName: status === 'approved' ? 'reviewer' : null,
    submittedAt: NOW,
    reviewedAt: status === 'approved' ? NOW : null,
    createdAt: NOW,
    updatedAt: NOW,
    submitTxHash,
    txHash,
  });
  return { submitTxHash, txHash };
}

describe('verifiable filings (D9): an approved filing or reward shows its transaction and the QR code of its explorer page', () => {
  it('an approved talent filing shows its transaction hash, the QR code of /explorer/tx on this origin and a link', async () => {
    const { txHash } = await fileTalent(41, 'approved');
    await renderPortalPage(<TalentDetailPage />, '/talentregistration/commondetail?id=41');
    const receipt = await screen.findByRole('region', { name: '链上存证' });
    const url = appUrl(explorerTxPath(txHash!));
    expect(url).toBe(`${window.location.origin}${window.location.pathname}#/explorer/tx?hash=${txHash}`);
    expect(within(receipt).getByText(txHash!)).toBeInTheDocument();
    // The <img> replaces its placeholder span once the SVG is drawn, so only the picture itself is held; the e2e
    // test decodes it.
    const qr = await within(receipt).findByAltText('链上存证二维码');
    expect(qr).toHaveAttribute('data-qr-value', url);
    expect(qr.tagName).toBe('IMG');
    const link = within(receipt).getByRole('link', { name: '在区块链浏览器中查看' });
    expect(link).toHaveAttribute('href', url);
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('a filing that is not approved yet shows no transaction receipt', async () => {
    const { submitTxHash } = await fileTalent(42, 'pending');
    await renderPortalPage(<TalentDetailPage />, '/talentregistration/commondetail?id=42');
    expect(await screen.findByText('已提交，等待管理单位审核。')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '链上存证' })).toBeNull();
    expect(screen.queryByText(submitTxHash)).toBeNull();
  });

  it('an approved reward opens its receipt from the reward list; a pending one has none', async () => {
    await fileTalent(43, 'approved');
    const store = talentStore();
    const reward = (id: number, status: 'pending' | 'approved', txHash: string | null) => ({
      id,
      owner: 'enterprise01',
      talentId: 43,
      talentName: '林小雨',
      talentKind: 'common' as const,
      idCard: '330106********1228',
      rewardType: 'rent' as const,
      amountFen: 1_200_000,
      amount: '12000.00',
      applyReason: '引进后在园区工作满一年。',
      attachments: [],
      status,
      orgName: '杭州云杉智造科技有限公司',
      reviewReason: null,
      reviewerName: status === 'approved' ? 'reviewer' : null,
      createdAt: NOW,
      reviewedAt: status === 'approved' ? NOW : null,
      submitTxHash: null,
      txHash,
    });
    const approvedTx = await appendMockTx('reward.decided', 'reward:44:approved');
    store.rewards.push(reward(44, 'approved', approvedTx), reward(45, 'pending', null));
    const { user } = await renderPortalPage(<RewardApplyPage />, '/rewardapply/rewardapply');
    const open = await screen.findByRole('button', { name: '查看存证' });
    expect(screen.getAllByRole('button', { name: '查看存证' })).toHaveLength(1);
    await user.click(open);
    const receipt = await screen.findByRole('region', { name: '链上存证' });
    expect(within(receipt).getByText(approvedTx)).toBeInTheDocument();
    expect(await within(receipt).findByAltText('链上存证二维码')).toHaveAttribute(
      'data-qr-value',
      appUrl(explorerTxPath(approvedTx)),
    );
  });

  it('the user centre’s block number opens the explorer', async () => {
    await renderPortalPage(<HomepagePage />, '/homepage/homepage');
    const height = await screen.findByRole('link', { name: '128' });
    expect(height).toHaveAttribute('href', '/explorer');
    expect(height).toHaveAttribute('title', '在区块链浏览器中查看');
  });
});
