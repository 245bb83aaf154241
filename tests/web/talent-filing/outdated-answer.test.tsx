import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, onTestFinished } from 'vitest';
import { API } from '@/contracts/paths';
import type { TalentList, TalentSummary } from '@/contracts/talent';
import { AntdProvider } from '@/components/antd-provider';
import TalentListPage from '@/pages/portal/talent-filings/talent-list-page';
import { QueryProvider } from '@/lib/query-client';
import { http as axiosInstance } from '@/lib/http';
import { mockServer } from '@/mocks/node';
import { api } from '@/mocks/respond';
import { useAppStore } from '@/stores/app';

function listOf(name: string): TalentList {
  const row: TalentSummary = {
    id: name.length,
    kind: 'common',
    name,
    gender: 'male',
    idCard: '330106********4561',
    mobile: '138****0001',
    education: 'bachelor',
    major: '软件工程',
    position: '工程师',
    talentCategory: '',
    school: '',
    graduationYear: '',
    status: 'draft',
    orgName: '杭州云杉智造科技有限公司',
    reviewReason: null,
    submittedAt: null,
    updatedAt: '2026-11-20T02:00:00.000Z',
  };
  return { list: [row], total: 1, counts: { draft: 1, pending: 0, approved: 0, rejected: 0 } };
}

describe('a list whose filters change faster than the server answers', () => {
  it('shows the answer to the newest search: the outdated request is cancelled and never overwrites it', async () => {
    const requests: Request[] = [];
    let newestAsked: () => void = () => {};
    const newest = new Promise<void>((resolve) => (newestAsked = resolve));
    mockServer.use(
      http.get(api(API.talentList), async ({ request }) => {
        requests.push(request);
        const keywords = new URL(request.url).searchParams.get('keywords');
        // The older search answers only after the newer one was asked, and then some: it would land last.
        if (keywords === '李四') newestAsked();
        if (keywords === '张三') await newest.then(() => delay(300));
        const name = keywords === '张三' ? '张旧结果' : keywords === '李四' ? '李新结果' : '王初始';
        return HttpResponse.json({ code: 0, msg: '操作成功', data: listOf(name) });
      }),
    );
    // The signal each call was sent with, as the request layer hands it to axios.
    const signals = new Map<string | null, AbortSignal | undefined>();
    const spy = axiosInstance.interceptors.request.use((config) => {
      const params = (config.params ?? {}) as { keywords?: string };
      signals.set(params.keywords ?? null, config.signal as AbortSignal | undefined);
      return config;
    });
    onTestFinished(() => axiosInstance.interceptors.request.eject(spy));
    useAppStore.getState().setLanguage('zh');
    const user = userEvent.setup();
    render(
      <QueryProvider>
        <AntdProvider>
          <MemoryRouter initialEntries={['/talentregistration/commontalentlist']}>
            <TalentListPage />
          </MemoryRouter>
        </AntdProvider>
      </QueryProvider>,
    );
    expect(await screen.findByRole('link', { name: '王初始' })).toBeInTheDocument();

    const keywords = screen.getByRole('textbox', { name: '关键词' });
    await user.type(keywords, '张三{Enter}');
    await user.clear(keywords);
    await user.type(keywords, '李四{Enter}');

    expect(await screen.findByRole('link', { name: '李新结果' })).toBeInTheDocument();
    // Past the outdated answer's arrival: the newest result stays, the outdated one never shows.
    await act(() => delay(600));
    expect(screen.getByRole('link', { name: '李新结果' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '张旧结果' })).toBeNull();
    // The outdated call itself was abandoned: its signal (which axios aborts the request on) fired, the newest's not.
    expect(requests.map((request) => new URL(request.url).searchParams.get('keywords'))).toEqual([
      null,
      '张三',
      '李四',
    ]);
    expect(signals.get('张三')?.aborted).toBe(true);
    expect(signals.get('李四')?.aborted).toBe(false);
  });
});
