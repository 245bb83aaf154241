import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { AuditEntry } from '@/contracts/audit';
import { API } from '@/contracts/paths';
import { mockServer } from '@/mocks/node';
import { api, ok } from '@/mocks/respond';
import { datedCsvName } from '@/lib/download';
import AuditPage from '@/pages/portal/ops/audit-page';
import { choose, recordRequests } from '../support/antd-queries';
import { findRow, findToast, renderPage } from '../support/render-ops';

const AUDIT_LIST = '/shangchain/bsnApi/portal/audit/list';
const AUDIT_EXPORT = '/shangchain/bsnApi/portal/audit/export';
const PUBLISH_SUMMARY = '发布文章《高新区人才服务联盟链平台正式上线运行》（新闻动态）';

describe('/account/audit (admin)', () => {
  it('shows the log newest first with time, actor, role, IP, action, target and summary', async () => {
    await renderPage(AuditPage, '/account/audit');
    const row = await findRow(PUBLISH_SUMMARY);
    expect(within(row).getByText('reviewer')).toBeInTheDocument();
    expect(within(row).getByText('管理单位审核员')).toBeInTheDocument();
    expect(within(row).getByText('发布文章')).toBeInTheDocument();
    expect(within(row).getByText('article:1')).toBeInTheDocument();
    const failed = await findRow('登录失败（账号密码）：账号或密码错误');
    expect(within(failed).getByText('未登录')).toBeInTheDocument();
    expect(within(failed).getByText('198.51.100.9')).toBeInTheDocument();
    for (const header of ['时间', '操作人', '角色', 'IP', '操作', '对象', '摘要'])
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
  });

  it('sends actor, action, dates and keyword as the query, and exports the CSV of the same filters', async () => {
    const created: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => {
        created.push(blob);
        return 'blob:audit';
      }),
      revokeObjectURL: vi.fn(),
    });
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    const { user } = await renderPage(AuditPage, '/account/audit');
    await findRow(PUBLISH_SUMMARY);
    const seen = recordRequests();
    await user.click(screen.getByLabelText('操作人'));
    await user.paste('review');
    // Nineteen actions: the select is searchable.
    await user.type(screen.getByRole('combobox', { name: '操作类型' }), '发布');
    await choose(user, '操作类型', '发布文章');
    const today = dayjs().format('YYYY-MM-DD');
    const lastWeek = dayjs().subtract(7, 'day').format('YYYY-MM-DD');
    const [from, to] = screen.getAllByPlaceholderText(/开始日期|结束日期/);
    await user.click(from!);
    await user.type(from!, `${lastWeek}{Enter}`);
    await user.click(to!);
    await user.type(to!, `${today}{Enter}`);
    await user.click(screen.getByLabelText('关键词'));
    await user.paste('上线');
    await user.click(screen.getByRole('button', { name: '查询' }));

    await waitFor(() => expect(seen.some((call) => call.url.pathname === AUDIT_LIST)).toBe(true));
    const query = Object.fromEntries(seen.filter((call) => call.url.pathname === AUDIT_LIST).at(-1)!.url.searchParams);
    expect(query).toEqual({
      actor: 'review',
      action: 'content.publish',
      from: lastWeek,
      to: today,
      keywords: '上线',
      currPage: '1',
      limit: '20',
    });
    await waitFor(() => expect(screen.queryByText('导出线索 CSV，共 0 条')).toBeNull());
    expect(await findRow(PUBLISH_SUMMARY)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '导出 CSV' }));
    const fileName = datedCsvName('audit-log');
    expect(await findToast(`已导出 ${fileName}`)).toBeInTheDocument();
    const exported = seen.filter((call) => call.url.pathname === AUDIT_EXPORT);
    expect(exported).toHaveLength(1);
    const { currPage: _page, limit: _limit, ...filters } = query;
    expect(Object.fromEntries(exported[0]!.url.searchParams)).toEqual(filters);
    expect(downloads).toEqual([fileName]);
    // jsdom's Blob has no text(): read it as the browser's FileReader would.
    const csv = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(created[0]!);
    });
    expect(csv).toContain(PUBLISH_SUMMARY);
    expect(csv).not.toContain('导出线索');
  });

  it('says so when nothing matches', async () => {
    const { user } = await renderPage(AuditPage, '/account/audit');
    await findRow(PUBLISH_SUMMARY);
    await user.click(screen.getByLabelText('关键词'));
    await user.paste('不存在的操作');
    await user.click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByText('没有符合条件的操作记录')).toBeInTheDocument();
  });

  it('a log with more matches than the server counts says so and still pages (totalCapped)', async () => {
    // The server stops counting at 10,000 matches; the mock answers as the server does for a busy year's log.
    const entry: AuditEntry = {
      id: 1,
      at: new Date().toISOString(),
      actorId: 1,
      actorName: 'admin',
      actorRole: 'admin',
      ip: '127.0.0.1',
      action: 'auth.login',
      target: 'user:1',
      targetName: '',
      summary: '登录成功（账号密码）',
    };
    mockServer.use(http.get(api(API.auditList), () => ok({ list: [entry], total: 10_000, totalCapped: true })));
    await renderPage(AuditPage, '/account/audit');
    expect(await screen.findByText('超过 10,000 条，增加筛选条件可缩小范围')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: '500' })).toBeInTheDocument();
  });
});
