/**
 * Accessibility (tests/support/axe.ts) as an organisation: every portal page its role may open, and the shell's
 * settings drawer, language dropdown and notifications bell open; and that a page the shell keeps hidden is left
 * out of the check only while it is hidden.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  axeStackForFile,
  expectClean,
  expectShellOverlaysClean,
  portalRoutes,
  ROLES,
  violationsOf,
} from '../support/axe';

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

  it('a page the shell keeps hidden is left out of the check, and checked again once it is shown', async () => {
    const [first, second] = ['/talentregistration/commontalentlist', '/talentregistration/hightalentlist'];
    // Two violations in the first page's view: a button with no name (a rule that skips hidden content) and a
    // scrolling marquee (a rule axe declares for hidden content too).
    await axe.open(page, first);
    await page
      .locator('main .app-main__view:visible')
      .evaluate((view) =>
        view.insertAdjacentHTML(
          'beforeend',
          '<button type="button" id="axe-seed-button"></button><marquee id="axe-seed-marquee">示例</marquee>',
        ),
      );
    const seeded = (violations: string[]) =>
      violations.filter((line) => line.includes('#axe-seed-')).map((line) => line.split(' ')[0]);
    expect(seeded(await violationsOf(page)).sort()).toEqual(['button-name', 'marquee']);

    // The second page opens in the app: the first one's view stays in <main>, hidden, seeds and all.
    await axe.open(page, second);
    expect(await page.locator('#axe-seed-button, #axe-seed-marquee').count()).toBe(2);
    expect(await page.locator('#axe-seed-button').isVisible()).toBe(false);
    expect(await violationsOf(page)).toEqual([]);

    // Back to the first page as its tag does it: the kept view is shown again, and checked again.
    await page.evaluate((path) => {
      window.location.hash = path;
    }, first);
    await page.locator('#axe-seed-button').waitFor({ state: 'visible' });
    expect(seeded(await violationsOf(page)).sort()).toEqual(['button-name', 'marquee']);
  });
});
