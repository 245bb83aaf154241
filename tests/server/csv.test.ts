/**
 * CSV cells (the one csvCell of src/utils/csv.ts, used by every export): a formula is neutralised with a leading
 * apostrophe also behind leading whitespace or control characters, in its full-width forms, and after `|`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvCell } from '#utils/csv';
import { BASE, createTestApp, type TestApp } from './support/app';

describe('csvCell', () => {
  it.each([
    ['=1+1', `"'=1+1"`],
    ['+1', `"'+1"`],
    ['-1+2', `"'-1+2"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    [' =1+1', `"' =1+1"`],
    ['   +cmd', `"'   +cmd"`],
    ['\t=1+1', `"'\t=1+1"`],
    ['\r=1+1', `"'\r=1+1"`],
    ['\n=1+1', `"'\n=1+1"`],
    ['\u0001=1+1', `"'\u0001=1+1"`],
    ['\u001f@x', `"'\u001f@x"`],
    ['\u00a0=1+1', `"'\u00a0=1+1"`],
    ['\u3000=1+1', `"'\u3000=1+1"`],
    ['\u200b=1+1', `"'\u200b=1+1"`],
    ['\ufeff=1+1', `"'\ufeff=1+1"`],
    ['\u00a0 \t-2', `"'\u00a0 \t-2"`],
    ['＝HYPERLINK("http://evil")', `"'＝HYPERLINK(""http://evil"")"`],
    ['＋1', `"'＋1"`],
    ['－1', `"'－1"`],
    ['＠SUM(A1)', `"'＠SUM(A1)"`],
    [' ＝1', `"' ＝1"`],
    ['|calc', `"'|calc"`],
    [" |'/C calc'!A0", `"' |'/C calc'!A0"`],
    ['\t', `"'\t"`],
    ['杭州 = 西湖', '"杭州 = 西湖"'],
    ['a|b', '"a|b"'],
    ['say "hi"', '"say ""hi"""'],
    ['', '""'],
    [42, '"42"'],
  ])('%j becomes %s', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });
});

describe('exports', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('the lead export neutralises hidden and full-width formulas', async () => {
    const contents = ['\u200b=HYPERLINK("http://evil")', '＝HYPERLINK("http://evil")', '|cmd', '＠SUM(A1)'];
    for (const [index, content] of contents.entries()) {
      const response = await t.post('/index/sendCustomEmail', {
        name: '李雷',
        phone: `1391234100${index}`,
        companyName: '宁波海曙示例贸易有限公司',
        content,
        application: '立即咨询',
        source: '/solution?id=2',
      });
      expect(response.json().code).toBe(0);
    }
    const admin = await t.login('admin', 'Admin#2026');
    const response = await t.inject({
      method: 'GET',
      url: `${BASE}/portal/leads/export`,
      headers: { authorization: `Bearer ${admin}` },
    });
    const text = response.rawPayload.subarray(3).toString('utf8');
    for (const content of contents) expect(text).toContain(`"'${content.replace(/"/g, '""')}"`);
  });
});
