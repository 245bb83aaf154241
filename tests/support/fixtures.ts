import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';

/** A real 1×1 PNG (the server decides the type by the bytes). */
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Writes a certificate picture under `dir` (e.g. the app's temporary DATA_DIR, removed at stop) and returns its path. */
export function certificatePng(dir: string, name = 'licence.png'): string {
  mkdirSync(join(dir, 'e2e-fixtures'), { recursive: true });
  const path = join(dir, 'e2e-fixtures', name);
  writeFileSync(path, PNG_1X1);
  return path;
}

/** A toast of the SPA's toaster (role status for success/info, alert for errors) with exactly this text. */
export function toast(page: Page, text: string, kind: 'status' | 'alert' = 'status'): Locator {
  return page
    .locator('.toaster')
    .getByRole(kind)
    .filter({ has: page.getByText(text, { exact: true }) });
}

/** Short unique suffix for accounts, names and addresses created by one run. */
export function uniqueSuffix(): string {
  return `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 36).toString(36)}`;
}

/** The hash route of a page URL: '/login?redirect=…'. */
export function hashPath(page: Page): string {
  return decodeURIComponent(new URL(page.url()).hash.replace(/^#/, ''));
}
