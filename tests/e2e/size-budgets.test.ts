/**
 * First-load JavaScript budgets, in gzip bytes of the production build: the entry with everything it imports
 * statically, plus each lazy chunk the route needs before its first paint (its layout's, its loader's, its page's)
 * with theirs, read from Vite's manifest (scripts/route-chunks.mjs). Bytes are stable, so they are tested here;
 * Lighthouse scores are not, so they stay in `npm run bench:web`. The routes are the app's public paths, read from
 * its route tables: a new public page is held to the budget without being listed here.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  firstLoadFiles,
  firstLoadGzip,
  JS_BUDGETS,
  publicRoutes,
  readManifest,
  type Manifest,
} from '../../scripts/route-chunks.mjs';
import { ensureSpaBuilt, repoRoot } from '../support/app-process';

const srcDir = join(repoRoot, 'src');
const distDir = join(repoRoot, 'dist');
const KB = 1024;

/**
 * Routes still above the goal, each with a ceiling a little above its size: they may shrink, never grow, and a route leaves this list as soon as it meets the goal (the last test says so).
 */
const OVER_GOAL: Record<string, number> = {};

/** The user centre after sign-in: the guard's chunk, the portal's route table, the admin shell and the user centre page. */
const USER_CENTRE_MODULES = [
  'app/dynamic-routes.tsx',
  'app/routes/portal-routes.tsx',
  'layouts/admin-layout.tsx',
  'pages/portal/homepage/homepage-page.tsx',
];

const goalOf = (path: string) => (path === '/index' ? JS_BUDGETS.home : JS_BUDGETS.route);
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

let manifest: Manifest;
const routes = publicRoutes(srcDir);

beforeAll(() => {
  ensureSpaBuilt();
  manifest = readManifest(distDir);
});

describe('first-load JavaScript of every public route (gzip)', () => {
  it('the route tables name a page for every public path, the home page in the entry', () => {
    expect(routes.length).toBeGreaterThanOrEqual(20);
    expect(routes.find((route) => route.path === '/index')?.modules).toEqual([]);
    for (const path of ['/login', '/explorer', '/explorer/tx', '/talent', '/trace', '/404'])
      expect(routes.find((route) => route.path === path)?.modules.length, path).toBeGreaterThan(0);
  });

  it.each(routes.map((route) => [route.path, route.modules] as const))(
    '%s stays within its budget',
    (path, modules) => {
      const { bytes } = firstLoadGzip(manifest, repoRoot, distDir, modules);
      const budget = OVER_GOAL[path] ?? goalOf(path);
      expect(bytes, `${path}: ${kb(bytes)} of first-load JavaScript, budget ${kb(budget)}`).toBeLessThanOrEqual(budget);
    },
  );

  it('the user centre after sign-in stays within its budget', () => {
    const { bytes } = firstLoadGzip(
      manifest,
      repoRoot,
      distDir,
      USER_CENTRE_MODULES.map((module) => join(srcDir, module)),
    );
    expect(bytes, `user centre: ${kb(bytes)}`).toBeLessThanOrEqual(JS_BUDGETS.userCentre);
  });

  it('a route above the goal leaves the list of exceptions once it meets the goal', () => {
    for (const [path, ceiling] of Object.entries(OVER_GOAL)) {
      const route = routes.find((item) => item.path === path);
      expect(route, `${path} is no public route any more: remove it from OVER_GOAL`).toBeDefined();
      const { bytes } = firstLoadGzip(manifest, repoRoot, distDir, route!.modules);
      expect(ceiling).toBeGreaterThan(goalOf(path));
      expect(bytes, `${path} meets the goal (${kb(bytes)}): remove it from OVER_GOAL`).toBeGreaterThan(goalOf(path));
    }
  });
});

describe('the route preload script of index.html', () => {
  it("asks, for each public route, for every chunk the route needs beyond the entry's", () => {
    const html = readFileSync(join(distDir, 'index.html'), 'utf8');
    const map = JSON.parse(/var m=(\{.*?\}),r=location\.hash/.exec(html)?.[1] ?? '{}') as Record<string, string[]>;
    const withEntry = new Set(firstLoadFiles(manifest, repoRoot, []));
    for (const { path, modules } of routes) {
      const needed = firstLoadFiles(manifest, repoRoot, modules).filter((file) => !withEntry.has(file));
      expect(map[path] ?? [], path).toEqual(expect.arrayContaining(needed.map((file) => `/${file}`)));
    }
  });
});
