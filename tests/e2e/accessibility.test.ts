/**
 * axe-core's WCAG 2.0/2.1 A and AA rules over every public route as a visitor sees it (docs/accessibility.md). The
 * routes come from the app's route table, so a new public page is checked the day it is added.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import type { RouteObject } from 'react-router-dom';
// @ts-expect-error TS6142: the node tsconfig compiles no JSX; vitest transforms the route table's .tsx at run time.
import { createAppRoutes } from '@/app/router';
import { PUBLIC_PATHS } from '@/contracts/app-paths';
import { waitForApiQuiet, withScreenshotOnFailure } from '../support/browser';
import { startStack, type E2eStack } from '../support/e2e-stack';

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

let stack: E2eStack;
/** Query strings that make a page show its content rather than its empty state (filled in from the live API). */
const queries: Record<string, string> = {
  '/solution': '?id=1',
  '/articlelist': '?nav=5',
  '/trace': '?batch=XQ-SAMPLE-0001',
};

beforeAll(async () => {
  stack = await startStack();
  const news = await stack.api<{ list: { id: number }[] }>('/portal/news/list?currPage=1&limit=1&nav=5');
  const article = news.data?.list[0];
  if (article) queries['/articledetail'] = `?id=${article.id}&nav=5`;
  const block = await stack.api<{ height: number; transactions: { txHash: string }[] }>('/portal/chain/block?height=1');
  queries['/explorer/block'] = '?height=1';
  const tx = block.data?.transactions[0];
  if (tx) queries['/explorer/tx'] = `?hash=${tx.txHash}`;
});

afterAll(async () => {
  await stack?.stop();
});

async function violationsOf(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_AA).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes
        .slice(0, 5)
        .map((node) => `${node.target.join(' ')} ${node.failureSummary?.split('\n').slice(1, 2).join('') ?? ''}`)
        .join(' | ')}${violation.nodes.length > 5 ? ` … ${violation.nodes.length} nodes` : ''}`,
  );
}

describe('accessibility (axe-core, WCAG 2.1 A and AA)', () => {
  it('checks every public route of the route table', () => {
    expect(publicRoutes).toEqual(expect.arrayContaining(['/index', '/talent', '/trace', '/login', '/404']));
  });

  it.each(publicRoutes)('%s has no violation for a visitor', async (path) => {
    const { page } = await stack.newPage(1440);
    await withScreenshotOnFailure(page, `axe-${path}`, async () => {
      await page.goto(`${stack.url}/#${path}${queries[path] ?? ''}`);
      await page.locator('main, h1').first().waitFor();
      await waitForApiQuiet(page);
      expect(await violationsOf(page)).toEqual([]);
    });
  });
});
