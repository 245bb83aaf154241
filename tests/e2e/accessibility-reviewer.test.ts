/**
 * Accessibility (tests/support/axe.ts) as a reviewer: every portal page its role may open, the shell's settings
 * drawer, language dropdown and notifications bell open, and the review drawer of a registration.
 */
import { beforeAll, describe, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeStackForFile, expectClean, expectShellOverlaysClean, portalRoutes, ROLES, shown } from '../support/axe';
import { uniqueSuffix } from '../support/fixtures';
import { registerOrganisationByApi } from '../support/register-organisation';

const axe = axeStackForFile();
const { account, roles } = ROLES.reviewer;

describe('accessibility (axe-core, WCAG 2.1 A and AA) as reviewer', () => {
  let page: Page;
  beforeAll(async () => {
    page = await axe.newPage(account);
  });

  it.each(portalRoutes([...roles]))('%s has no violation', async (path) => {
    await expectClean(page, `reviewer${path}`, () => axe.open(page, path));
  });

  it('the settings drawer, the language dropdown and the notifications bell have no violation', async () => {
    await expectShellOverlaysClean(axe, page, 'reviewer');
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
    await registerOrganisationByApi(axe.stack, org);
    await expectClean(page, 'review-drawer', async () => {
      await axe.open(page, '/review/registrations');
      await page.getByRole('button', { name: `查看 ${org.name}` }).click();
      await shown(page.getByRole('dialog').last());
    });
  });
});
