import { act, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import { mockDb } from '@/mocks/db';
import { renderPage } from '../support/render-page';
import { choose, findDialog, recordRequests } from '../support/antd-queries';
import { callsTo, dataTable, renderAs, rowsOf, sideNav } from '../support/render-management';

vi.setConfig({ testTimeout: 60_000 });

/** The row of the lead named `name`: its 姓名 cell's text (a name query on every cell would cost seconds). */
const rowOf = (name: string) => screen.getByText(name, { selector: 'td' }).closest('tr') as HTMLElement;

/** The inbox alone, as the admin (the guard and the shell are tested once, just below). */
async function openInbox() {
  const view = await renderPage('/leads/index', { account: 'admin' });
  await screen.findByText('王磊', { selector: 'td' });
  return view;
}

describe('/leads/index: who sees it (guard and shell)', () => {
  it.each([['enterprise'], ['reviewer']] as const)('%s gets /401 and no sidebar entry', async (account) => {
    const { router } = await renderAs(account, '/homepage/homepage');
    expect(within(sideNav()).queryByRole('link', { name: '线索收件箱' })).toBeNull();
    await act(() => router.navigate('/leads/index'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/401'));
  });

  it('the admin reaches it from the sidebar entry', async () => {
    const { user, router } = await renderAs('admin', '/homepage/homepage');
    const link = within(sideNav()).getByRole('link', { name: '线索收件箱' });
    expect(link).toHaveAttribute('href', '/leads/index');
    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/leads/index'));
    expect(await screen.findByText('王磊', { selector: 'td' })).toBeInTheDocument();
  });
});

describe('/leads/index: the inbox', () => {
  it('shows every lead with the 48-hour countdown, overdue in red, and the free slots taken', async () => {
    await openInbox();
    expect(screen.getByText('免费名额已申请 1 / 100')).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    for (const header of [
      '提交时间',
      '状态',
      '回访时限',
      '姓名',
      '电话',
      '公司名称',
      '类型',
      '来源页面',
      '申请项目',
      '留言内容',
      '备注',
    ])
      expect(headers).toContain(header);

    const fresh = rowOf('王磊');
    expect(within(fresh).getByText('剩余 31 小时')).not.toHaveClass('lead-deadline--overdue');
    expect(within(fresh).getByText('/index')).toBeInTheDocument();
    expect(within(fresh).getByText('区块链溯源平台')).toBeInTheDocument();
    expect(within(fresh).getByText('杭州禾木农业科技有限公司')).toBeInTheDocument();

    const late = rowOf('李娜');
    expect(within(late).getByText('已超时 5 小时')).toHaveClass('lead-deadline--overdue');
    expect(late).toHaveClass('lead-row--overdue');
    expect(screen.getByText('本页已超时 1 条')).toBeInTheDocument();

    const done = rowOf('赵强');
    expect(within(done).getByText('已联系')).toBeInTheDocument();
    expect(within(done).queryByText(/剩余|已超时/)).toBeNull();
    expect(within(rowOf('enterprise01')).getByText('服务邀请')).toBeInTheDocument();
  });

  it('sends status, type, source, dates and keyword as filters, and resets', { timeout: 180_000 }, async () => {
    const { user } = await openInbox();
    const seen = recordRequests();
    await choose(user, '状态', '待跟进');
    await choose(user, '类型', '咨询留言');
    await user.click(screen.getByLabelText('来源页面'));
    await user.paste('/solution');
    await user.click(screen.getByLabelText('关键词'));
    await user.paste('李娜');
    const [from, to] = screen.getAllByPlaceholderText(/开始日期|结束日期/);
    await user.click(from!);
    // The mock's leads are a few hours or days old: the last week holds them whatever day the test runs.
    const lastWeek = dayjs().subtract(7, 'day').format('YYYY-MM-DD');
    const today = dayjs().format('YYYY-MM-DD');
    await user.type(from!, `${lastWeek}{Enter}`);
    await user.click(to!);
    await user.type(to!, `${today}{Enter}`);
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(callsTo(seen, '/portal/leads/list').length).toBeGreaterThan(0));
    const query = callsTo(seen, '/portal/leads/list').at(-1)!.url.searchParams;
    expect(Object.fromEntries(query)).toEqual({
      status: 'new',
      kind: 'contact',
      source: '/solution',
      keywords: '李娜',
      from: lastWeek,
      to: today,
      currPage: '1',
      limit: '10',
    });
    await waitFor(() => expect(rowsOf(dataTable())).toHaveLength(1));
    expect(rowOf('李娜')).toBeInTheDocument();

    // A source no lead came from leaves the table empty.
    await user.clear(screen.getByLabelText('来源页面'));
    await user.paste('/aboutus');
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(rowsOf(dataTable())).toHaveLength(0));

    await user.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(rowsOf(dataTable())).toHaveLength(4));
    expect(Object.fromEntries(callsTo(seen, '/portal/leads/list').at(-1)!.url.searchParams)).toEqual({
      currPage: '1',
      limit: '10',
    });
  });

  it('pages through many leads', async () => {
    const now = new Date().toISOString();
    for (let index = 0; index < 12; index += 1)
      mockDb.current.leads.push({
        id: 100 + index,
        kind: 'contact',
        source: '/cases',
        application: '立即咨询',
        name: `访客${index}`,
        phone: '13900000000',
        companyName: '某公司',
        content: '',
        email: '',
        ip: '127.0.0.1',
        status: 'new',
        note: '',
        createdAt: now,
        updatedAt: now,
      });
    const { user } = await renderPage('/leads/index', { account: 'admin' });
    expect(await screen.findByText('共 16 条')).toBeInTheDocument();
    const seen = recordRequests();
    await user.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(rowsOf(dataTable())).toHaveLength(6));
    expect(callsTo(seen, '/portal/leads/list').at(-1)!.url.searchParams.get('currPage')).toBe('2');
  });

  it('a filter matching more than 10,000 leads says so, asks for more filters, and still pages', async () => {
    const at = new Date().toISOString();
    for (let index = 0; index < 10_003; index += 1)
      mockDb.current.leads.push({
        id: 1_000 + index,
        kind: 'contact',
        source: '/many',
        application: '立即咨询',
        name: `批量${index}`,
        phone: '13900000000',
        companyName: '某公司',
        content: '',
        email: '',
        ip: '127.0.0.1',
        status: index % 2 ? 'closed' : 'new',
        note: '',
        createdAt: at,
        updatedAt: at,
      });
    const { user } = await renderAs('admin', '/leads/index');
    // No filter: the server's tallies, exact whatever the size.
    expect(await screen.findByText('共 10,007 条', {}, { timeout: 15_000 })).toBeInTheDocument();
    await user.click(screen.getByLabelText('来源页面'));
    await user.paste('/many');
    await user.click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByText('超过 10,000 条，增加筛选条件可缩小范围')).toBeInTheDocument();
    // Counts per status stopped with the total: lower bounds.
    expect(screen.getByText(/^待跟进 \d+\+$/)).toBeInTheDocument();
    const seen = recordRequests();
    await user.click(screen.getByRole('listitem', { name: '1000' }));
    await waitFor(() =>
      expect(callsTo(seen, '/portal/leads/list').at(-1)!.url.searchParams.get('currPage')).toBe('1000'),
    );
  });

  it('a one-character keyword is not sent: the box says why until it changes', async () => {
    const { user } = await openInbox();
    const seen = recordRequests();
    await user.click(screen.getByLabelText('关键词'));
    await user.paste('王');
    await user.click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByText('请输入至少 2 个字')).toBeInTheDocument();
    expect(callsTo(seen, '/portal/leads/list')).toHaveLength(0);
    await user.type(screen.getByLabelText('关键词'), '磊');
    expect(screen.queryByText('请输入至少 2 个字')).toBeNull();
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(rowsOf(dataTable())).toHaveLength(1));
    expect(callsTo(seen, '/portal/leads/list').at(-1)!.url.searchParams.get('keywords')).toBe('王磊');
  });

  it('changes a status with a note; the countdown goes away', { timeout: 150_000 }, async () => {
    const { user } = await openInbox();
    const seen = recordRequests();
    await user.click(screen.getByRole('button', { name: '处理 李娜' }));
    const dialog = await findDialog('更新线索状态 · 李娜');
    expect(within(dialog).getByRole('radio', { name: '已联系' })).toBeChecked();
    await user.click(within(dialog).getByLabelText('备注'));
    await user.paste('已回电，约下周演示');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('状态已更新')).toBeInTheDocument();
    expect(callsTo(seen, '/portal/leads/status')).toHaveLength(1);
    expect(mockDb.current.leads.find((lead) => lead.name === '李娜')).toMatchObject({
      status: 'contacted',
      note: '已回电，约下周演示',
    });
    await waitFor(() => expect(within(rowOf('李娜')).getByText('已回电，约下周演示')).toBeInTheDocument());
    expect(within(rowOf('李娜')).queryByText(/已超时/)).toBeNull();
    expect(screen.queryByText('本页已超时 1 条')).toBeNull();
  });

  it('exports the CSV of the current filters as leads-YYYYMMDD.csv', { timeout: 120_000 }, async () => {
    const created: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob: Blob | MediaSource) => {
      created.push(blob as Blob);
      return 'blob:leads';
    });
    const revokeObjectURL = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const downloads: { href: string; download: string }[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push({ href: this.href, download: this.download });
    });

    const { user } = await openInbox();
    await choose(user, '状态', '待跟进');
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(rowsOf(dataTable())).toHaveLength(3));
    const seen = recordRequests();
    await user.click(screen.getByRole('button', { name: '导出 CSV' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    const stamp = new Date().toLocaleDateString('sv-SE').replace(/-/g, '');
    expect(downloads[0]).toEqual({ href: 'blob:leads', download: `leads-${stamp}.csv` });
    const [call] = callsTo(seen, '/portal/leads/export');
    expect(call?.url.searchParams.get('status')).toBe('new');
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(created[0]!);
    });
    expect(text).toContain('王磊');
    expect(await screen.findByText(`已导出 leads-${stamp}.csv`)).toBeInTheDocument();
    await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:leads'));
    click.mockRestore();
  });
});
