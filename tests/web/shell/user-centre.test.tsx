import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderShell } from './render-shell';

vi.setConfig({ testTimeout: 60_000 });

describe('user centre /homepage/homepage', () => {
  it('shows the masked e-mail, the real block number, the latest three news (new tab) and the four entries', async () => {
    await renderShell();
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

describe('user centre of the managing unit', () => {
  it('offers its review queues with what is waiting, not the filing entries it cannot use', async () => {
    await renderShell({ account: { username: 'reviewer', password: 'Review#2026' } });
    const queue = await screen.findByRole('link', { name: /^注册审核/ });
    expect(queue).toHaveAttribute('href', '/review/registrations');
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
    const { user } = await renderShell({ path: '/account/accountmanagement' });
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

    await user.clear(within(card).getByLabelText('新密码'));
    await user.type(within(card).getByLabelText('新密码'), 'NewPass#2027');
    await user.clear(within(card).getByLabelText('确认新密码'));
    await user.type(within(card).getByLabelText('确认新密码'), 'NewPass#2027');
    await user.click(submit);
    expect(await screen.findByText('密码修改成功')).toBeInTheDocument();
    await waitFor(() => expect(within(card).getByLabelText('原密码')).toHaveValue(''));
  });
});
