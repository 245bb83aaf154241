import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { emptyTalentForm } from '@/contracts/talent';
import { talentStore } from '@/mocks/handlers/talent';
import { recordRequests } from '../support/antd-queries';
import { callsTo, dataTable, renderAs, rowsOf } from '../support/render-management';

/** `count` submitted filings of enterprise01 named `${name}${n}` (the first one: `name` alone). */
function addFilings(name: string, count: number) {
  const store = talentStore();
  const at = '2026-11-21T02:00:00.000Z';
  for (let n = 0; n < count; n += 1)
    store.filings.push({
      ...emptyTalentForm('common'),
      name: n === 0 ? name : `${name}${n}`,
      gender: 'male',
      idCard: '440304198501018875',
      birthDate: '1985-01-01',
      mobile: '13912345678',
      education: 'master',
      position: '工程师',
      id: store.nextId++,
      owner: 'enterprise01',
      orgName: '杭州云杉智造科技有限公司',
      status: 'pending',
      reviewReason: null,
      reviewerName: null,
      submittedAt: at,
      reviewedAt: null,
      createdAt: at,
      updatedAt: at,
      submitTxHash: null,
      txHash: null,
    });
}

describe('/review/talents: a large queue', () => {
  it('says "more than 10,000" for a search past the cap, and refuses a one-character keyword before asking', async () => {
    addFilings('批量人才', 10_002);
    addFilings('张伟', 1);
    const { user } = await renderAs('reviewer', '/review/talents');
    // No keyword: the server's tallies, exact whatever the size.
    expect(await screen.findByText('共 10,003 条', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText('待审核 10003')).toBeInTheDocument();

    const seen = recordRequests();
    const box = screen.getByRole('textbox', { name: '关键词' });
    await user.type(box, '批量{Enter}');
    expect(await screen.findByText('超过 10,000 条，增加筛选条件可缩小范围')).toBeInTheDocument();
    // Counting stopped at the cap: the count per status is a lower bound.
    expect(screen.getByText('待审核 10001+')).toBeInTheDocument();

    await user.clear(box);
    await user.type(box, ' 张 {Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('请输入至少 2 个字');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(seen, '/portal/talent/review/list').map((call) => call.url.searchParams.get('keywords'))).toEqual([
      '批量',
    ]);

    await user.type(box, '{Backspace}伟{Enter}');
    await waitFor(() => expect(rowsOf(dataTable())).toHaveLength(1));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(callsTo(seen, '/portal/talent/review/list').at(-1)!.url.searchParams.get('keywords')).toBe('张伟');
    expect(screen.getByText('共 1 条')).toBeInTheDocument();
  });
});
