import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '../support/user';
import { http, type DefaultBodyType } from 'msw';
import { describe, expect, it } from 'vitest';
import { API, API_BASE_PATH } from '@/contracts/paths';
import { mockServer } from '@/mocks/node';
import PartnerPage from '@/pages/site/partner/partner-page';
import ServicePage from '@/pages/site/service/service-page';
import { renderSitePage } from '../support/render-site-page';

function recordPosts(): DefaultBodyType[] {
  const bodies: DefaultBodyType[] = [];
  mockServer.use(
    http.post(`${API_BASE_PATH}${API.customEmail}`, async ({ request }) => {
      bodies.push(await request.clone().json());
      return undefined;
    }),
  );
  return bodies;
}

describe('/service', () => {
  it('shows the hotline from site config and the three support tiers', () => {
    renderSitePage(<ServicePage />, '/service');
    expect(screen.getByRole('link', { name: '400-000-0000（示例）' })).toHaveAttribute('href', 'tel:4000000000');
    expect(screen.getByRole('link', { name: /^400-000-0000（示例）（7×24 小时）$/ })).toBeInTheDocument();
    const tiers = screen
      .getAllByRole('heading', { level: 3 })
      .slice(0, 3)
      .map((heading) => heading.textContent);
    expect(tiers).toEqual(['售前咨询', '售中服务热线', '售后服务']);
    expect(screen.getByText('5×8 小时')).toBeInTheDocument();
    expect(screen.getByText('7×24 小时')).toBeInTheDocument();
    expect(screen.getByText('7×8 小时')).toBeInTheDocument();
  });

  it.each(['提交咨询', '联系我们'])('%s opens the consultation form, sent as 提交咨询', async (button) => {
    const user = setupUser();
    const bodies = recordPosts();
    window.location.hash = '#/service';
    renderSitePage(<ServicePage />, '/service');
    await user.click(screen.getAllByRole('button', { name: button })[0]);
    const dialog = await screen.findByRole('dialog', { name: '提交咨询' });
    await user.type(within(dialog).getByLabelText('姓名'), '陈工');
    await user.type(within(dialog).getByLabelText('电话'), '13712345678');
    await user.type(within(dialog).getByLabelText('公司'), '远帆供应链有限公司');
    await user.click(within(dialog).getByRole('button', { name: /提\s?交/ }));
    expect(await screen.findByText('提交成功')).toBeInTheDocument();
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      name: '陈工',
      phone: '13712345678',
      application: '提交咨询',
      source: '/service',
    });
  });
});

describe('/partner', () => {
  it('lists the developer markets and steps, the ten device kinds and the ten data kinds', () => {
    renderSitePage(<PartnerPage />, '/partner');
    for (const market of ['智能合约市场', '应用市场', '定制市场'])
      expect(screen.getByRole('heading', { name: market })).toBeInTheDocument();
    for (const step of ['注册认证', '创建应用', '开发测试', '发布上线'])
      expect(screen.getByText(step)).toBeInTheDocument();
    const device = screen.getByRole('heading', { level: 2, name: '设备服务商' }).closest('section')!;
    expect(within(device).getAllByRole('listitem')).toHaveLength(10);
    expect(within(device).getByText('AR/VR/MR')).toBeInTheDocument();
    const data = screen.getByRole('heading', { level: 2, name: '数据服务商' }).closest('section')!;
    expect(within(data).getAllByRole('listitem')).toHaveLength(10);
    expect(within(data).getByText('信用数据')).toBeInTheDocument();
  });

  it('opens the contact dialog from each section with the partner application', async () => {
    const user = setupUser();
    const bodies = recordPosts();
    renderSitePage(<PartnerPage />, '/partner');
    const buttons = screen.getAllByRole('button', { name: '申请加入' });
    expect(buttons).toHaveLength(3);
    await user.click(buttons[1]);
    const dialog = await screen.findByRole('dialog', { name: '申请加入 · 设备服务商' });
    await user.type(within(dialog).getByLabelText('姓名'), '周经理');
    await user.type(within(dialog).getByLabelText('电话'), '15812345678');
    await user.type(within(dialog).getByLabelText('公司'), '瀚海数据科技');
    await user.click(within(dialog).getByRole('button', { name: /提\s?交/ }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ application: '申请加入合作伙伴' });
  });
});
