/**
 * The accessibility files' shared part (tests/e2e/accessibility-*.test.ts): axe-core's WCAG 2.0/2.1 A and AA rules
 * (docs/accessibility.md), the route lists generated from the app's route tables, and how a route is opened and
 * checked. The check is split by who looks (a visitor, an organisation, a reviewer, an admin) into files of their
 * own, so that both e2e workers share it.
 */
import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, expect } from 'vitest';
import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';
import type { RouteObject } from 'react-router-dom';
// @ts-expect-error TS6142: the node tsconfig compiles no JSX; vitest transforms the route table's .tsx at run time.
import { createAppRoutes } from '@/app/router';
// @ts-expect-error TS6142: as above.
import { asyncRoutes } from '@/app/routes/portal-routes';
import { filterAsyncRoutes, flattenRoutes, type AppRouteRecord } from '@/lib/route-record';
import { PUBLIC_PATHS } from '@/contracts/app-paths';
import { screenshotDir, waitForApiQuiet, withScreenshotOnFailure } from './browser';
import { ACCOUNTS, sharedStackForFile, type E2eStack } from './e2e-stack';
import { loginWithPassword, waitForUserCentre } from './portal';

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Every literal path of the route table (no wildcards, no redirects). */
function routePaths(routes: RouteObject[]): string[] {
  return routes.flatMap((route) => {
    const own = route.path && !route.path.includes('*') && !route.element ? [route.path] : [];
    return [...own, ...routePaths(route.children ?? [])];
  });
}

/** The public routes a visitor can open: the route table's paths the guard lets through without a session. */
export const publicRoutes = routePaths(createAppRoutes() as RouteObject[]).filter(
  (path) => (PUBLIC_PATHS as readonly string[]).includes(path) && path !== '/401',
);

/** The portal's pages: records with a page of their own (a lazy component; 'Layout' is the shell around a section). */
function portalPages(routes: AppRouteRecord[]) {
  return flattenRoutes(routes).filter((flat) => typeof flat.record.component === 'function');
}

/** The portal pages (records with a page of their own) that `roles` may open. */
export function portalRoutes(roles: string[]): string[] {
  const pages = portalPages(filterAsyncRoutes(asyncRoutes as AppRouteRecord[], roles));
  return [...new Set(pages.map((flat) => flat.fullPath))];
}

/**
 * The admin shell's keep-alive key of the portal page at `path` (src/layouts/admin/app-main.tsx: its route name, else
 * its path): the `data-view` of the view it is shown in. Undefined for a page the shell does not keep (noCache) and
 * for any other path.
 */
function cachedViewKey(path: string): string | undefined {
  const page = portalPages(asyncRoutes as AppRouteRecord[]).find((flat) => flat.fullPath === path);
  if (!page || page.record.meta?.noCache) return undefined;
  return page.record.name ?? page.fullPath;
}

/** Who signs in to look at the portal, and with which roles its route table is filtered. */
export const ROLES = {
  organisation: { account: ACCOUNTS.enterprise, roles: ['enterprise'] },
  reviewer: { account: ACCOUNTS.reviewer, roles: ['reviewer'] },
  admin: { account: ACCOUNTS.admin, roles: ['admin'] },
} as const;

/** An accessibility file's stack, and how it opens and checks the pages of the app it serves. */
export interface AxeStack {
  stack: E2eStack;
  /** Opens `path` in the page's single-page app and waits for its content (its API calls done, no spinner). */
  open: (page: Page, path: string) => Promise<void>;
  /** A new page at 1440 px, signed in as `account` when given (on the user centre). */
  newPage: (account?: { username: string; password: string }) => Promise<Page>;
}

/**
 * The stack of an accessibility file (sharedStackForFile) and the query strings that make a page show its content rather
 * than its empty state, filled in from the live API before the file's first test.
 */
export function axeStackForFile(): AxeStack {
  const stack = sharedStackForFile();
  const queries: Record<string, string> = {
    '/solution': '?id=1',
    '/product': '?id=2',
    '/cases': '?type=1',
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

  const settle = async (page: Page) => {
    await page.locator('main').first().waitFor({ timeout: 60_000 });
    await waitForApiQuiet(page, 400);
    await page
      .locator('.ant-spin-spinning, .ant-skeleton-active')
      .first()
      .waitFor({ state: 'detached', timeout: 5_000 })
      .catch(() => undefined);
  };

  const open = async (page: Page, path: string) => {
    const address = `${stack.url}/#${path}${queries[path] ?? ''}`;
    const key = cachedViewKey(path);
    const view = page.locator(`main .app-main__view[data-view="${key}"]`);
    // A portal page the admin shell keeps alive, not shown yet in this visit, opens in the app as a click on a menu
    // entry does: the shell mounts it afresh in a view of its own, and the views it keeps hidden are left out of the
    // check (violationsOf), so that axe sees what a first load of the address shows.
    if (key && page.url().startsWith(stack.url) && (await view.count()) === 0) {
      await page.evaluate((hash) => {
        window.location.hash = hash;
      }, address.slice(address.indexOf('#')));
      await view.waitFor({ timeout: 60_000 });
      await view.locator('.page-fallback').waitFor({ state: 'detached', timeout: 60_000 });
      await settle(page);
      expectStillAt(page, path);
      return;
    }
    // Anything else loads afresh. A hash change alone leaves a public page on screen while the next one's chunk
    // loads, and a view the shell already keeps would come back as it was left. The page reloads at its new address,
    // in the renderer it has: a load by way of about:blank costs Chromium a new one.
    if (page.url().startsWith(stack.url)) {
      await page.goto(address);
      await page.reload();
    } else await page.goto(address);
    await settle(page);
    expectStillAt(page, path);
  };

  const newPage = async (account?: { username: string; password: string }) => {
    const { page } = await stack.newPage(1440);
    if (account) {
      await page.goto(`${stack.url}/#/login`);
      await loginWithPassword(page, account.username, account.password);
      await waitForUserCentre(page);
    }
    return page;
  };

  return { stack, open, newPage };
}

/**
 * Fails when the app left `path` for another page (a page that needs a query redirects to /404 without one): the check
 * would otherwise pass on a page other than the one it names.
 */
function expectStillAt(page: Page, path: string) {
  const shown = new URL(page.url()).hash.slice(1).split('?')[0];
  if (shown !== path) throw new Error(`${path} went on to ${shown}: give it a query in axeStackForFile`);
}

/** The admin shell's keep-alive views that are hidden now (display: none, src/layouts/admin/app-main.tsx). */
function hiddenViews(page: Page): Promise<string[]> {
  return page
    .locator('main .app-main__view[data-view]')
    .evaluateAll((views) =>
      views.filter((view) => !view.checkVisibility()).map((view) => view.getAttribute('data-view') ?? ''),
    );
}

/**
 * The WCAG violations on the page, leaving out the admin shell's hidden keep-alive views: a first load of the
 * address has none of them. axe skips hidden content for nearly every rule; the few declared for hidden content too
 * (a marquee, duplicate ARIA ids) are kept off them as well. A view is checked whenever it is shown.
 */
export async function violationsOf(page: Page): Promise<string[]> {
  // axe.run in the page itself, which checks the page and its same-origin frames (the product has no other kind):
  // the default mode runs axe in each frame and then opens a new blank page to merge the results, for every check.
  // Only violations are reported in full: axe spares building a selector for every node that passes. (options()
  // replaces every option set before it, the tags among them.)
  const axe = new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).withTags(WCAG_AA).setLegacyMode();
  for (const key of await hiddenViews(page)) axe.exclude(`.app-main__view[data-view="${key}"]`);
  const results = await axe.analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes
        .slice(0, 5)
        .map((node) => `${node.target.join(' ')} ${node.failureSummary?.split('\n').slice(1, 2).join('') ?? ''}`)
        .join(' | ')}${violation.nodes.length > 5 ? ` … ${violation.nodes.length} nodes` : ''}`,
  );
}

/** Runs `body` (opening a page, a dialog…), then axe over the page: any violation fails, with a screenshot. */
export async function expectClean(page: Page, name: string, body: () => Promise<void> = async () => undefined) {
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
export async function shown(locator: Locator): Promise<void> {
  await locator.waitFor();
  await locator.page().waitForTimeout(400);
}

/** The portal's shell overlays every role sees: the settings drawer, the language dropdown, the notifications bell. */
export async function expectShellOverlaysClean(axe: AxeStack, page: Page, role: string): Promise<void> {
  await expectClean(page, `${role}-settings`, async () => {
    await axe.open(page, '/homepage/homepage');
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
}
