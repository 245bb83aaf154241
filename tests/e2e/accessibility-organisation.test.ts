/**
 * Accessibility (tests/support/axe.ts) as an organisation: every portal page its role may open, and the shell's
 * settings drawer, language dropdown and notifications bell open.
 */
import { beforeAll, describe, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeStackForFile, expectClean, expectShellOverlaysClean, portalRoutes, ROLES } from '../support/axe';

const axe = axeStackForFile();
const { account, roles } = ROLES.organisation;

describe('accessibility (axe-core, WCAG 2.1 A and AA) as organisation', () => {
  let page: Page;
  beforeAll(async () => {
    page = await axe.newPage(account);
  });

  it.each(portalRoutes([...roles]))('%s has no violation', async (path) => {
    await expectClean(page, `organisation${path}`, () => axe.open(page, path));
  });

  it('the settings drawer, the language dropdown and the notifications bell have no violation', async () => {
    await expectShellOverlaysClean(axe, page, 'organisation');
  });
});
