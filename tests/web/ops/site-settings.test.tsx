import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SITE_DEFAULTS } from '@/content/site-config';
import { useSiteFactsStore } from '@/content/site-facts';
import { fetchAuditLog } from '@/features/audit/api';
import { setMockSiteSettings } from '@/mocks/handlers/console';
import SiteSettingsPage from '@/pages/portal/ops/site-settings-page';
import { recordRequests } from '../support/antd-queries';
import { findToast, renderPage } from '../support/render-ops';

const open = () => renderPage(SiteSettingsPage, '/account/site', 'admin');
const itemOf = (label: string) => screen.getByLabelText(label).closest('.ant-form-item') as HTMLElement;

describe('/account/site (admin)', () => {
  it('starts from the build defaults before the first save and says so', async () => {
    await open();
    expect(await screen.findByText('尚未保存过站点信息：下面是网站构建时的默认值。')).toBeInTheDocument();
    expect(screen.getByLabelText('服务热线')).toHaveValue(SITE_DEFAULTS.hotline);
    expect(screen.getByLabelText('热线服务时间')).toHaveValue(SITE_DEFAULTS.hotlineHours);
    expect(screen.getByRole('switch', { name: '显示“示例”标记' })).toBeChecked();
    expect(screen.getAllByRole('group')).toHaveLength(SITE_DEFAULTS.offices.length);
  });

  it('refuses invalid facts with the contract’s Chinese messages and sends nothing', async () => {
    const { user } = await open();
    const hotline = await screen.findByLabelText('服务热线');
    const requests = recordRequests();
    await user.clear(hotline);
    await user.type(hotline, '热线电话');
    await user.clear(screen.getByLabelText('商务邮箱'));
    await user.type(screen.getByLabelText('商务邮箱'), 'service@');
    await user.clear(screen.getByLabelText('ICP 备案链接'));
    await user.type(screen.getByLabelText('ICP 备案链接'), 'beian');
    const office = screen.getByRole('group', { name: '办公地点 2' });
    await user.clear(within(office).getByLabelText('电话'));
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(itemOf('服务热线')).toHaveTextContent('服务热线只能由数字和连字符组成，如 400-000-0000'),
    );
    expect(itemOf('商务邮箱')).toHaveTextContent('请输入正确的商务邮箱，如 service@company.cn');
    expect(itemOf('ICP 备案链接')).toHaveTextContent('ICP 备案链接须以 http:// 或 https:// 开头，或留空');
    expect(within(office).getByText('请输入办公电话')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('saves the whole object: the server’s message, the live facts of this tab, an audit row naming the change', async () => {
    setMockSiteSettings({ ...SITE_DEFAULTS });
    const { user } = await open();
    const hotline = await screen.findByLabelText('服务热线');
    expect(screen.queryByText('尚未保存过站点信息：下面是网站构建时的默认值。')).toBeNull();
    await user.clear(hotline);
    await user.type(hotline, '400-123-4567');
    await user.click(screen.getByRole('button', { name: '添加办公地点' }));
    const added = screen.getByRole('group', { name: '办公地点 4' });
    await user.type(within(added).getByLabelText('名称'), '成都办事处');
    await user.type(within(added).getByLabelText('地址'), '四川省成都市天府大道 1 号');
    await user.type(within(added).getByLabelText('电话'), '028-0000-0000');
    await user.click(screen.getByRole('switch', { name: '显示“示例”标记' }));
    await user.click(screen.getByRole('button', { name: '保存' }));
    // Found is the check: under load the toast may be gone again by the next line.
    await findToast('站点信息已保存，网站已显示新内容');
    const facts = useSiteFactsStore.getState().facts;
    expect(facts.hotline).toBe('400-123-4567');
    expect(facts.examples).toBe(false);
    expect(facts.offices.at(-1)).toEqual({
      city: '成都办事处',
      address: '四川省成都市天府大道 1 号',
      phone: '028-0000-0000',
    });
    await waitFor(() => expect(screen.getByRole('button', { name: '撤销修改' })).toBeDisabled());
    const audit = await fetchAuditLog({ action: 'site.settings', currPage: 1, limit: 10 });
    expect(audit.list[0]!.summary).toBe(
      '修改站点信息：“示例”标记 显示 → 不显示；服务热线 400-000-0000 → 400-123-4567；' +
        '新增办公地点 4：成都办事处，四川省成都市天府大道 1 号，028-0000-0000',
    );
  });

  it('undoes unsaved edits', async () => {
    const { user } = await open();
    const hotline = await screen.findByLabelText('服务热线');
    await user.clear(hotline);
    await user.type(hotline, '400-999-9999');
    await user.click(screen.getByRole('button', { name: '撤销修改' }));
    expect(hotline).toHaveValue(SITE_DEFAULTS.hotline);
  });
});
