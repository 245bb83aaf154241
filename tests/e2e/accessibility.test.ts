/**
 * axe-core's WCAG 2.0/2.1 A and AA rules (docs/accessibility.md) over every route of the app's route tables, as a
 * visitor, an organisation, a reviewer and an admin each may open them, and with the dialogs, drawers and dropdowns
 * open. The lists are generated from the route tables, so a new page is checked the day it is added.
 */
import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';
import type { RouteObject } from 'react-router-dom';
// @ts-expect-error TS6142: the node tsconfig compiles no JSX; vitest transforms the route table's .tsx at run time.
import { createAppRoutes } from '@/app/router';
// @ts-expect-error TS6142: as above.
import { asyncRoutes } from '@/app/routes/portal-routes';
import { filterAsyncRoutes, flattenRoutes, type AppRouteRecord } from '@/lib/route-record';
import { PUBLIC_PATHS } from '@/contracts/app-paths';
import { screenshotDir, waitForApiQuiet, withScreenshotOnFailure } from '../support/browser';
import { ACCOUNTS, stackForFile } from '../support/e2e-stack';
import { uniqueSuffix } from '../support/fixtures';
import { loginWithPassword, waitForUserCentre } from '../support/portal';
import { registerOrganisationByApi } from '../support/register-organisation';

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Every literal path of the route table (no wildcards, no redirects). */
function routePaths(routes: RouteObject[]): string[] {
  return routes.flatMap((route) => {
    const own = route.path && !route.path.includes('*') && !route.element ? [route.path] : [];
    return [...own, ...routePaths(route.children ?? [])];
  });
}

/** The public routes a visitor can open: the route table's paths the guard lets through without a session. */
const publicRoutes = routePaths(createAppRoutes() as RouteObject[]).filter(
  (path) => (PUBLIC_PATHS as readonly string[]).includes(path) && path !== '/401',
);

/** The portal pages (records with a page of their own) that `roles` may open. */
function portalRoutes(roles: string[]): string[] {
  const allowed = filterAsyncRoutes(asyncRoutes as AppRouteRecord[], roles);
  // A page is a lazy component; 'Layout' is the shell around a section, whose own path redirects to a page.
  const pages = flattenRoutes(allowed).filter((flat) => typeof flat.record.component === 'function');
  return [...new Set(pages.map((flat) => flat.fullPath))];
}

const ROLES = {
  organisation: { account: ACCOUNTS.enterprise, roles: ['enterprise'] },
  reviewer: { account: ACCOUNTS.reviewer, roles: ['reviewer'] },
  admin: { account: ACCOUNTS.admin, roles: ['admin'] },
} as const;

const stack = stackForFile();
/** Query strings that make a page show its content rather than its empty state (filled in from the live API). */
const queries: Record<string, string> = {
  '/solution': '?id=1',
  '/articlelist': '?nav=5',
  '/trace': '?batch=XQ-SAMPLE-0001',
  '/explorer/block': '?height=1',
};

beforeAll(async () => {
  const news = await stack.api<{ list: { id: number }[] }>('/portal/news/list?currPage=1&limit=1&nav=5');
  const article = news.data?.list[0];
  if (article) {
    queries['/articledetail'] = `?id=${article.id}&nav=5`;
    queries['/content/articleedit'] = `?id=${article.id}`;
  }
  const block = await stack.api<{ transactions: { txHash: string }[] }>('/portal/chain/block?height=1');
  const tx = block.data?.transactions[0];
  if (tx) queries['/explorer/tx'] = `?hash=${tx.txHash}`;
});

async function violationsOf(page: Page): Promise<string[]> {
  // axe.run in the page itself, which checks the page and its same-origin frames (the product has no other kind):
  // the default mode runs axe in each frame and then opens a new blank page to merge the results, for every check.
  const results = await new AxeBuilder({ page }).withTags(WCAG_AA).setLegacyMode().analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes
        .slice(0, 5)
        .map((node) => `${node.target.join(' ')} ${node.failureSummary?.split('\n').slice(1, 2).join('') ?? ''}`)
        .join(' | ')}${violation.nodes.length > 5 ? ` … ${violation.nodes.length} nodes` : ''}`,
  );
}

/** Opens `path` in the page's single-page app and waits for its content (its API calls done, no spinner). */
async function open(page: Page, path: string): Promise<void> {
  // A full load each time: a hash change alone leaves the last page on screen while the next one's chunk loads. The
  // page reloads at its new address, in the renderer it has: a load by way of about:blank costs Chromium a new one.
  const address = `${stack.url}/#${path}${queries[path] ?? ''}`;
  if (page.url().startsWith(stack.url)) {
    await page.goto(address);
    await page.reload();
  } else await page.goto(address);
  await page.locator('main').first().waitFor({ timeout: 60_000 });
  await waitForApiQuiet(page, 400);
  await page
    .locator('.ant-spin-spinning, .ant-skeleton-active')
    .first()
    .waitFor({ state: 'detached', timeout: 5_000 })
    .catch(() => undefined);
}

async function expectClean(page: Page, name: string, body: () => Promise<void> = async () => undefined) {
  await withScreenshotOnFailure(page, `axe-${name}`, async () => {
    await body();
    const violations = await violationsOf(page);
    // Beside the screenshots as well: a long run's findings can be read while it goes on.
    if (violations.length > 0) {
      mkdirSync(screenshotDir, { recursive: true });
      appendFileSync(join(screenshotDir, 'axe-violations.txt'), `${name}\n  ${violations.join('\n  ')}\n`);
    }
    expect(violations).toEqual([]);
  });
}

/** Waits for an antd dialog, drawer or dropdown to finish its opening animation. */
async function shown(locator: Locator): Promise<void> {
  await locator.waitFor();
  await locator.page().waitForTimeout(400);
}

describe('accessibility (axe-core, WCAG 2.1 A and AA)', () => {
  it('checks every route of the route tables', () => {
    expect(publicRoutes).toEqual(expect.arrayContaining(['/index', '/talent', '/trace', '/login', '/404']));
    expect(portalRoutes(['admin'])).toEqual(
      expect.arrayContaining(['/homepage/homepage', '/account/users', '/review/registrations', '/leads/index']),
    );
    expect(portalRoutes(['enterprise'])).toEqual(expect.arrayContaining(['/talentregistration/commonregistration']));
  });

  describe('as a visitor', () => {
    let page: Page;
    beforeAll(async () => {
      ({ page } = await stack.newPage(1440));
    });

    it.each(publicRoutes)('%s has no violation', async (path) => {
      await expectClean(page, path, () => open(page, path));
    });

    it('the contact, application and proposal dialogs have no violation', async () => {
      await expectClean(page, 'contact-dialog', async () => {
        await open(page, '/index');
        await page.getByRole('banner').getByRole('button', { name: '立即咨询', exact: true }).click();
        await shown(page.getByRole('dialog', { name: '立即咨询' }));
      });
      await expectClean(page, 'application-dialog', async () => {
        await open(page, '/index');
        await page.getByRole('button', { name: '立即申请', exact: true }).click();
        await shown(page.getByRole('dialog', { name: '申请表单' }));
      });
      await expectClean(page, 'proposal-dialog', async () => {
        await open(page, '/digitalCollection');
        await page.getByRole('button', { name: '免费领取平台建设方案', exact: true }).click();
        await shown(page.getByRole('dialog').last());
      });
    });
  });

  describe.each(Object.entries(ROLES))('as %s', (role, { account, roles }) => {
    let page: Page;
    beforeAll(async () => {
      ({ page } = await stack.newPage(1440));
      await page.goto(`${stack.url}/#/login`);
      await loginWithPassword(page, account.username, account.password);
      await waitForUserCentre(page);
    });

    it.each(portalRoutes([...roles]))('%s has no violation', async (path) => {
      await expectClean(page, `${role}${path}`, () => open(page, path));
    });

    it('the settings drawer, the language dropdown and the notifications bell have no violation', async () => {
      await expectClean(page, `${role}-settings`, async () => {
        await open(page, '/homepage/homepage');
        await page.getByRole('button', { name: '打开系统设置' }).click();
        await shown(page.getByRole('dialog', { name: '系统布局配置' }));
      });
      await page.keyboard.press('Escape');
      await expectClean(page, `${role}-language`, async () => {
        await page.getByRole('button', { name: '语言', exact: true }).click();
        await shown(page.getByRole('menu').last());
      });
      await page.keyboard.press('Escape');
      const bell = page.getByRole('button', { name: /^消息通知/ });
      if ((await bell.count()) > 0) {
        await expectClean(page, `${role}-bell`, async () => {
          await bell.first().click();
          await page.waitForTimeout(600);
        });
        await page.keyboard.press('Escape');
      }
    });
  });

  it('the review drawer has no violation', async () => {
    const suffix = uniqueSuffix();
    const org = {
      name: `星桥无障碍科技有限公司${suffix}`,
      account: `axe${suffix}`,
      password: 'Axe#2026org',
      email: `axe.${suffix}@example.org`,
      phone: `139${String(Date.now()).slice(-8)}`,
    };
    await registerOrganisationByApi(stack, org);
    const { page } = await stack.newPage(1440);
    await page.goto(`${stack.url}/#/login`);
    await loginWithPassword(page, ACCOUNTS.reviewer.username, ACCOUNTS.reviewer.password);
    await waitForUserCentre(page);
    await expectClean(page, 'review-drawer', async () => {
      await open(page, '/review/registrations');
      await page.getByRole('button', { name: `查看 ${org.name}` }).click();
      await shown(page.getByRole('dialog').last());
    });
  });
});
