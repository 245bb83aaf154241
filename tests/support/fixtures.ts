import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { idCardCheckCode } from '@/utils/id-card';

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

/** A small real PDF under `dir` (the server decides the type by its bytes); returns its path. */
export function resumePdf(dir: string, name = 'resume.pdf'): string {
  mkdirSync(join(dir, 'e2e-fixtures'), { recursive: true });
  const path = join(dir, 'e2e-fixtures', name);
  writeFileSync(path, '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
  return path;
}

/** A valid ID number of someone born on `birth` (YYYYMMDD); an odd sequence digit means male. */
export function talentIdCard(birth: string, sequence: string): string {
  const first17 = `330106${birth}${sequence}`;
  return `${first17}${idCardCheckCode(first17)}`;
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
