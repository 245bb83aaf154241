/**
 * Accessibility (tests/support/axe.ts) as a visitor: every public route of the route table, and the contact,
 * application and proposal dialogs open. The portal's pages, role by role: accessibility-<role>.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeStackForFile, expectClean, portalRoutes, publicRoutes, shown } from '../support/axe';

const axe = axeStackForFile();

describe('accessibility (axe-core, WCAG 2.1 A and AA) as a visitor', () => {
  it('checks every route of the route tables', () => {
    expect(publicRoutes).toEqual(expect.arrayContaining(['/index', '/talent', '/trace', '/login', '/404']));
    expect(portalRoutes(['admin'])).toEqual(
      expect.arrayContaining(['/homepage/homepage', '/account/users', '/review/registrations', '/leads/index']),
    );
    expect(portalRoutes(['enterprise'])).toEqual(expect.arrayContaining(['/talentregistration/commonregistration']));
  });

  let page: Page;
  beforeAll(async () => {
    page = await axe.newPage();
  });

  it.each(publicRoutes)('%s has no violation', async (path) => {
    await expectClean(page, path, () => axe.open(page, path));
  });

  it('the contact, application and proposal dialogs have no violation', async () => {
    await expectClean(page, 'contact-dialog', async () => {
      await axe.open(page, '/index');
      await page.getByRole('banner').getByRole('button', { name: '立即咨询', exact: true }).click();
      await shown(page.getByRole('dialog', { name: '立即咨询' }));
    });
    await expectClean(page, 'application-dialog', async () => {
      await axe.open(page, '/index');
      await page.getByRole('button', { name: '立即申请', exact: true }).click();
      await shown(page.getByRole('dialog', { name: '申请表单' }));
    });
    await expectClean(page, 'proposal-dialog', async () => {
      await axe.open(page, '/digitalCollection');
      await page.getByRole('button', { name: '免费领取平台建设方案', exact: true }).click();
      await shown(page.getByRole('dialog').last());
    });
  });
});
