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
import { ACCOUNTS, stackForFile, type E2eStack } from './e2e-stack';
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

/** The portal pages (records with a page of their own) that `roles` may open. */
export function portalRoutes(roles: string[]): string[] {
  const allowed = filterAsyncRoutes(asyncRoutes as AppRouteRecord[], roles);
  // A page is a lazy component; 'Layout' is the shell around a section, whose own path redirects to a page.
  const pages = flattenRoutes(allowed).filter((flat) => typeof flat.record.component === 'function');
  return [...new Set(pages.map((flat) => flat.fullPath))];
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
 * The stack of an accessibility file (stackForFile) and the query strings that make a page show its content rather
 * than its empty state, filled in from the live API before the file's first test.
 */
export function axeStackForFile(): AxeStack {
  const stack = stackForFile();
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

  const open = async (page: Page, path: string) => {
    // A full load each time: a hash change alone leaves the last page on screen while the next one's chunk loads,
    // and the admin shell keeps the pages it showed in <main> (hidden). The page reloads at its new address, in the
    // renderer it has: a load by way of about:blank costs Chromium a new one.
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
