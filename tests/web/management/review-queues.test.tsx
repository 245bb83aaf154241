import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { talentStore } from '@/mocks/handlers/talent';
import { useBadgesStore } from '@/stores/badges';
import { renderPage } from '../support/render-page';
import { findDialog, recordRequests } from '../support/antd-queries';
import { callsTo, dataTable, renderAs, rowsOf } from '../support/render-management';
import { addFiling, addReward } from '../support/talent-records';

beforeEach(() => useBadgesStore.getState().reset());

/** `count` submitted filings of enterprise01 named `${name}${n}` (the first one: `name` alone). */
function addFilings(name: string, count: number) {
  for (let n = 0; n < count; n += 1) addFiling({ name: n === 0 ? name : `${name}${n}` });
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

const toast = (text: string) => screen.findByText(text, { selector: '.toaster *' });

/** The reviewer's queue at `path`, with the drawer titled `title` opened from the row of `name`. */
async function openDrawer(path: string, name: string, title: string) {
  const view = await renderPage(path, { account: 'reviewer' });
  await view.user.click(await screen.findByRole('button', { name: `查看 ${name}` }));
  const drawer = await findDialog(title);
  await within(drawer).findByText('杭州云杉智造科技有限公司');
  return { ...view, drawer };
}

/** 驳回 in the drawer: the dialog titled `title` that asks for the reason. */
async function startRejecting(user: UserEvent, drawer: HTMLElement, title: string) {
  await user.click(within(drawer).getByRole('button', { name: '驳回' }));
  const dialog = await findDialog(title);
  return { dialog, reason: () => within(dialog).getByLabelText('驳回原因') };
}

describe('/review/talents: decisions', () => {
  it('approves in one click: toast, the drawer closes, the queue and the badge follow', async () => {
    addFilings('林小雨', 2);
    const { user, drawer } = await openDrawer('/review/talents', '林小雨', '普通人才 · 林小雨');
    await waitFor(() => expect(useBadgesStore.getState().counts.reviewtalents).toBe(2));

    const seen = recordRequests();
    const approved = toast('已通过');
    await user.click(within(drawer).getByRole('button', { name: '通过' }));
    expect(await approved).toBeInTheDocument();
    // No confirmation for a filing's approval: the decision went at once.
    expect(screen.queryByRole('dialog', { name: '确认通过该人才登记？' })).toBeNull();
    expect(callsTo(seen, '/portal/talent/review/decide')).toHaveLength(1);
    expect(talentStore().filings.find((item) => item.name === '林小雨')?.status).toBe('approved');
    await waitFor(() => expect(drawer).not.toBeVisible());
    expect(await screen.findByText('共 1 条')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '查看 林小雨' })).toBeNull();
    await waitFor(() => expect(useBadgesStore.getState().counts.reviewtalents).toBe(1));
  });

  it('rejects only with a reason, asked in a dialog: refused without one, sent with it', async () => {
    addFilings('周明远', 1);
    const { user, drawer } = await openDrawer('/review/talents', '周明远', '普通人才 · 周明远');
    const seen = recordRequests();
    const { dialog, reason } = await startRejecting(user, drawer, '驳回人才登记');
    expect(within(dialog).getByText('驳回原因会通过邮件发送给申请人。审核结果提交后不能更改。')).toBeInTheDocument();
    // The dialog asks for the reason: the keyboard starts there.
    await waitFor(() => expect(reason()).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: '确认驳回' }));
    expect(await within(dialog).findByText('请填写驳回原因')).toBeInTheDocument();
    expect(reason()).toHaveAttribute('aria-invalid', 'true');
    expect(reason()).toHaveAccessibleDescription('请填写驳回原因');
    expect(reason()).toHaveFocus();
    // Blank is no reason either.
    await user.type(reason(), '   ');
    await user.click(within(dialog).getByRole('button', { name: '确认驳回' }));
    expect(await within(dialog).findByText('请填写驳回原因')).toBeInTheDocument();
    expect(callsTo(seen, '/portal/talent/review/decide')).toHaveLength(0);

    await user.clear(reason());
    await user.click(reason());
    await user.paste('学历证书与所填学历不符');
    expect(within(dialog).queryByText('请填写驳回原因')).toBeNull();
    const rejected = toast('已驳回');
    await user.click(within(dialog).getByRole('button', { name: '确认驳回' }));
    expect(await rejected).toBeInTheDocument();
    const [call] = callsTo(seen, '/portal/talent/review/decide');
    expect(call).toBeDefined();
    const filing = talentStore().filings.find((item) => item.name === '周明远');
    expect(filing?.status).toBe('rejected');
    expect(filing?.reviewReason).toBe('学历证书与所填学历不符');
    await waitFor(() => expect(drawer).not.toBeVisible());
    expect(await screen.findByText('已驳回 1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '查看 周明远' })).toBeNull();
  });

  it('cancelling the rejection sends nothing and keeps the drawer open', async () => {
    addFilings('陈思', 1);
    const { user, drawer } = await openDrawer('/review/talents', '陈思', '普通人才 · 陈思');
    const seen = recordRequests();
    const { dialog } = await startRejecting(user, drawer, '驳回人才登记');
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(dialog).not.toBeVisible());
    expect(callsTo(seen, '/portal/talent/review/decide')).toHaveLength(0);
    expect(drawer).toBeVisible();
    expect(within(drawer).getByRole('button', { name: '通过' })).toBeInTheDocument();
  });
});

describe('/review/rewards: decisions', () => {
  it('shows the application, rejects it with a reason in a dialog, and the queue follows', async () => {
    addReward('周明远');
    const { user, drawer } = await openDrawer('/review/rewards', '周明远', '生活补贴 · 周明远');
    expect(within(drawer).getByText(/^24,000\.50 元/)).toBeInTheDocument();
    expect(within(drawer).getByText('2024 年 7 月全职引进园区，符合生活补贴政策第三条。')).toBeInTheDocument();

    const { dialog, reason } = await startRejecting(user, drawer, '驳回奖励申请');
    await user.click(within(dialog).getByRole('button', { name: '确认驳回' }));
    expect(await within(dialog).findByText('请填写驳回原因')).toBeInTheDocument();
    await user.click(reason());
    await user.paste('缺少劳动合同');
    const rejected = toast('已驳回');
    await user.click(within(dialog).getByRole('button', { name: '确认驳回' }));
    expect(await rejected).toBeInTheDocument();
    const reward = talentStore().rewards.find((item) => item.talentName === '周明远');
    expect(reward?.status).toBe('rejected');
    expect(reward?.reviewReason).toBe('缺少劳动合同');
    await waitFor(() => expect(drawer).not.toBeVisible());
    expect(await screen.findByText('已驳回 1')).toBeInTheDocument();
  });

  it('a decision made meanwhile by someone else: refused with the message, the drawer closes and the queue reloads', async () => {
    const reward = addReward('林小雨');
    const { user, drawer } = await openDrawer('/review/rewards', '林小雨', '生活补贴 · 林小雨');
    // Another reviewer approves it while this drawer is open.
    talentStore().rewards.find((item) => item.id === reward.id)!.status = 'approved';
    await user.click(within(drawer).getByRole('button', { name: '通过' }));
    expect(await screen.findByText('该申请已被审核，不能重复处理')).toBeInTheDocument();
    await waitFor(() => expect(drawer).not.toBeVisible());
    expect(await screen.findByText('已通过 1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '查看 林小雨' })).toBeNull();
  });
});
