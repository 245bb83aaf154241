import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { talentStore } from '@/mocks/handlers/talent';
import { renderPage } from '../support/render-page';
import { addFiling } from '../support/talent-records';

// The pages alone; the guard, the shell and each kind's filing end to end: tests/e2e/talent.test.ts.
describe('talent registration pages (MSW)', () => {
  it('shows each rule on submit, saves a draft with only a name, then lists it masked', async () => {
    // Time runs as usual, and the test can jump over the click guard's 6 s.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, router } = await renderPage('/talentregistration/commonregistration');
    const submit = await screen.findByRole('button', { name: '提交审核' });
    await user.click(submit);
    expect(await screen.findByText('请输入姓名')).toBeInTheDocument();
    expect(screen.getByText('请输入身份证号码')).toBeInTheDocument();
    expect(screen.getByText('请上传个人简历')).toBeInTheDocument();

    await user.type(screen.getByLabelText('身份证号码'), '330106199003071237');
    const draft = screen.getByRole('button', { name: '保存草稿' });
    await user.click(draft);
    // The draft checks only the name; a click that fails validation starts no click guard (D14).
    expect(await screen.findByText('请输入姓名')).toBeInTheDocument();
    expect(draft).toBeEnabled();
    await user.type(screen.getByLabelText('姓名'), '林小雨');
    act(() => vi.advanceTimersByTime(6000));
    expect(draft).toBeEnabled();
    await user.click(draft);
    await waitFor(() => expect(talentStore().filings).toHaveLength(1));
    expect(talentStore().filings[0]).toMatchObject({ name: '林小雨', status: 'draft', idCard: '330106199003071237' });
    await waitFor(() => expect(router.state.location.search).toBe('?id=1'));
  }, 60_000);

  it('fills the birth date and gender from a valid ID and reports a mismatch in Chinese', async () => {
    const { user } = await renderPage('/talentregistration/graduatesregistration');
    await user.type(await screen.findByLabelText('身份证号码'), '330106199208154561');
    expect(screen.getByLabelText('出生日期')).toHaveValue('1992-08-15');
    expect(screen.getByRole('radio', { name: '女' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: '男' }));
    await user.click(screen.getByRole('button', { name: '提交审核' }));
    expect(await screen.findByText('性别与身份证号码不一致')).toBeInTheDocument();
    expect(screen.getByText('请输入毕业证书编号')).toBeInTheDocument();
    expect(screen.queryByText('请选择人才类别')).not.toBeInTheDocument();
  }, 60_000);

  it('lists the organisation’s filings with masked ID numbers and status counts', async () => {
    addFiling({ name: '周明' });
    await renderPage('/talentregistration/commontalentlist');
    const row = (await screen.findByText('周明', { selector: 'a' }, { timeout: 15_000 })).closest('tr')!;
    expect(within(row as HTMLElement).getByText('440304********8875')).toBeInTheDocument();
    expect(within(row as HTMLElement).getByText('待审核')).toBeInTheDocument();
    expect(screen.getByText('待审核 1')).toBeInTheDocument();
    // Pending filings are read-only: no edit action.
    expect(screen.queryByRole('button', { name: '编辑 周明' })).not.toBeInTheDocument();
  }, 60_000);
});
