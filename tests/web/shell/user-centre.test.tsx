import { act, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { API } from '@/contracts/paths';
import { mockDb } from '@/mocks/db';
import { mockServer } from '@/mocks/node';
import { ApiCode } from '@/contracts/codes';
import { api, fail, ok } from '@/mocks/respond';
import { refreshBadges } from '@/stores/badges';
import { renderPage } from '../support/render-page';

vi.setConfig({ testTimeout: 60_000 });

// The pages alone. Through the guard and the shell: shell.test.tsx (the user centre is where its tests start,
// account management is reached from the user menu there).

describe('user centre /homepage/homepage', () => {
  it('shows the masked e-mail, the real block number, the latest three news (new tab) and the four entries', async () => {
    await renderPage('/homepage/homepage');
    expect(await screen.findByText('en***@example.com')).toBeInTheDocument();
    expect(screen.queryByText('enterprise01@example.com')).toBeNull();
    expect(await screen.findByText('128')).toBeInTheDocument();

    const news = await screen.findAllByRole('link', { name: /在新标签页打开/ });
    expect(news).toHaveLength(3);
    expect(news[0]).toHaveAttribute('href', '/articledetail?id=1&nav=5');
    expect(news[0]).toHaveAttribute('target', '_blank');
    expect(news[0]).toHaveTextContent('高新区人才服务联盟链平台正式上线运行');

    expect(screen.getByRole('link', { name: '普通人才登记' })).toHaveAttribute(
      'href',
      '/talentregistration/commonregistration',
    );
    expect(screen.getByRole('link', { name: '高层次人才登记' })).toHaveAttribute(
      'href',
      '/talentregistration/highregistration',
    );
    expect(screen.getByRole('link', { name: '高校毕业生登记' })).toHaveAttribute(
      'href',
      '/talentregistration/graduatesregistration',
    );
    expect(screen.getByRole('link', { name: '奖励申报' })).toHaveAttribute('href', '/rewardapply/rewardapply');
    // An organisation has no review queue.
    expect(screen.queryByRole('link', { name: /注册审核/ })).toBeNull();
    // The chart's figures in words: the 30 days of the mock add up to 331, today has 19.
    expect(await screen.findByText('近 30 天 331 笔 · 今日 19 笔')).toBeInTheDocument();
    // The chart chunk loads and mounts an ECharts canvas.
    await waitFor(() => expect(document.querySelector('.user-centre canvas')).not.toBeNull(), { timeout: 10_000 });
  });
});

describe('user centre on a fresh database', () => {
  /** No ledger event yet: the server answers 30 days of zeros; no article is published. */
  function freshDatabase() {
    mockDb.current.news = [];
    mockServer.use(
      http.get(api(API.transactions), () =>
        ok(
          Array.from({ length: 30 }, (_, index) => ({
            time1: `2026-11-${String(index + 1).padStart(2, '0')}`,
            allData: 0,
          })),
        ),
      ),
    );
  }

  it('says there are no transactions and no news yet instead of a bare axis', async () => {
    freshDatabase();
    await renderPage('/homepage/homepage');
    expect(
      await screen.findByText('暂无链上交易：机构注册、人才登记、奖励申报等业务上链后，这里将按天显示交易数'),
    ).toBeInTheDocument();
    expect(screen.getByText('近 30 天 0 笔 · 今日 0 笔')).toBeInTheDocument();
    expect(await screen.findByText('暂无已发布的文章，管理单位发布后将显示在这里')).toBeInTheDocument();
    expect(document.querySelector('.user-centre canvas')).toBeNull();
  });

  it.each([
    ['en', 'No ledger transactions yet', 'No articles published yet'],
    ['es', 'Aún no hay transacciones en la cadena', 'Todavía no hay artículos publicados'],
    ['ja', 'チェーン上の取引はまだありません', '公開された記事はまだありません'],
  ] as const)('says it in %s too', async (language, chart, news) => {
    freshDatabase();
    await renderPage('/homepage/homepage', { language });
    expect(await screen.findByText(new RegExp(`^${chart}`))).toBeInTheDocument();
    expect(await screen.findByText(new RegExp(`^${news}`))).toBeInTheDocument();
  });
});

describe('user centre when a call fails', () => {
  it('offers to retry the chart and the news instead of spinning forever, and links 更多 to the news list (D14)', async () => {
    let failing = true;
    mockServer.use(
      http.get(api(API.transactions), () =>
        failing ? fail(ApiCode.SERVER_ERROR, '服务器繁忙，请稍后再试') : undefined,
      ),
      http.get(api(API.newsList), () => (failing ? fail(ApiCode.SERVER_ERROR, '服务器繁忙，请稍后再试') : undefined)),
    );
    const { user } = await renderPage('/homepage/homepage');
    const more = await screen.findByRole('link', { name: '更多动态（新标签页）' });
    expect(more).toHaveAttribute('href', '/articlelist?nav=5');
    expect(more).toHaveAttribute('target', '_blank');

    const chartError = await screen.findByText('区块交易数加载失败');
    const newsError = await screen.findByText('最新动态加载失败');
    failing = false;
    await user.click(within(chartError.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: /重试/ }));
    expect(await screen.findByText('近 30 天 331 笔 · 今日 19 笔')).toBeInTheDocument();
    await user.click(within(newsError.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: /重试/ }));
    expect(await screen.findByText('高新区人才服务联盟链平台正式上线运行')).toBeInTheDocument();
    expect(screen.queryByText('最新动态加载失败')).toBeNull();
  });
});

describe('user centre of the managing unit', () => {
  it('offers its review queues with what is waiting, not the filing entries it cannot use', async () => {
    await renderPage('/homepage/homepage', { account: 'reviewer' });
    const queue = await screen.findByRole('link', { name: /^注册审核/ });
    expect(queue).toHaveAttribute('href', '/review/registrations');
    // The shell's sidebar refreshes the counts of the routes it shows (review.test.tsx); the same call here.
    await act(() => refreshBadges(['reviewregistrations']));
    // The mock database holds twelve pending registrations.
    await waitFor(() => expect(queue).toHaveTextContent('12 项待审核'), { timeout: 10_000 });
    expect(screen.getByRole('link', { name: /^人才登记审核/ })).toHaveAttribute('href', '/review/talents');
    expect(screen.getByRole('link', { name: /^奖励申请审核/ })).toHaveAttribute('href', '/review/rewards');
    expect(screen.queryByRole('link', { name: '普通人才登记' })).toBeNull();
    expect(screen.queryByRole('link', { name: /线索收件箱/ })).toBeNull();
    expect(await screen.findByText('re***@example.com')).toBeInTheDocument();
  });
});

describe('account management /account/accountmanagement', () => {
  it('validates the change-password form with the SPEC messages and submits it', async () => {
    const { user } = await renderPage('/account/accountmanagement');
    const card = (await screen.findByText('修改密码')).closest('.ant-card') as HTMLElement;
    const submit = within(card).getByRole('button', { name: '确认修改' });

    await user.click(submit);
    expect(await within(card).findByText('请输入原密码')).toBeInTheDocument();
    expect(within(card).getByText('请输入密码')).toBeInTheDocument();
    expect(within(card).getByText('请再次输入密码')).toBeInTheDocument();

    await user.type(within(card).getByLabelText('原密码'), 'Demo#2026');
    await user.type(within(card).getByLabelText('新密码'), 'abcdef');
    await user.type(within(card).getByLabelText('确认新密码'), 'abcdeg');
    await user.click(submit);
    expect(await within(card).findByText('密码由6-20位字符，字母、数字及符号至少包含2种')).toBeInTheDocument();
    expect(within(card).getByText('两次输入密码不一致!')).toBeInTheDocument();

    // D10: the server's refusal of a common password shows under the new-password field.
    await user.clear(within(card).getByLabelText('新密码'));
    await user.type(within(card).getByLabelText('新密码'), 'Password1');
    await user.clear(within(card).getByLabelText('确认新密码'));
    await user.type(within(card).getByLabelText('确认新密码'), 'Password1');
    await user.click(submit);
    const field = within(card).getByLabelText('新密码').closest('.ant-form-item') as HTMLElement;
    expect(await within(field).findByText('密码过于常见，容易被猜中，请换一个更复杂的密码')).toBeInTheDocument();

    await user.clear(within(card).getByLabelText('新密码'));
    await user.type(within(card).getByLabelText('新密码'), 'NewPass#2027');
    await user.clear(within(card).getByLabelText('确认新密码'));
    await user.type(within(card).getByLabelText('确认新密码'), 'NewPass#2027');
    await user.click(submit);
    expect(await screen.findByText('密码修改成功')).toBeInTheDocument();
    await waitFor(() => expect(within(card).getByLabelText('原密码')).toHaveValue(''));
  });
});
