import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * tests/support/chromium.sh starts the test Chromium. Chromium honours only the last --disable-features, so the
 * wrapper merges every list into one: otherwise the omnibox popups we disable would cost Playwright's own defaults.
 * A fake browser that prints its arguments, one per line, stands in for Chromium.
 */
const wrapper = join(import.meta.dirname, '../support/chromium.sh');
const dir = mkdtempSync(join(tmpdir(), 'xq-chromium-wrapper-'));
const fakeBrowser = join(dir, 'chromium');
writeFileSync(fakeBrowser, '#!/bin/sh\nfor arg in "$@"; do printf "%s\\n" "$arg"; done\n');
chmodSync(fakeBrowser, 0o755);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

function argumentsSeen(args: string[]): string[] {
  const output = execFileSync(wrapper, args, { env: { ...process.env, CHROMIUM_BINARY: fakeBrowser } });
  return output.toString().split('\n').slice(0, -1);
}

describe('the test Chromium wrapper', () => {
  it("merges Playwright's --disable-features and ours into one, and passes every other argument unchanged", () => {
    expect(
      argumentsSeen([
        '--disable-features=PaintHolding,HttpsUpgrades',
        '--blink-settings=primaryHoverType=2,availableHoverTypes=2',
        '--user-data-dir=/tmp/a profile with spaces',
        '--headless',
        '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
      ]),
    ).toEqual([
      '--blink-settings=primaryHoverType=2,availableHoverTypes=2',
      '--user-data-dir=/tmp/a profile with spaces',
      '--headless',
      '--disable-features=PaintHolding,HttpsUpgrades,WebUIOmniboxPopup,WebUIOmniboxAimPopup',
    ]);
  });

  it('adds no --disable-features when none was given', () => {
    expect(argumentsSeen(['--headless', '--no-sandbox'])).toEqual(['--headless', '--no-sandbox']);
  });
});
