/**
 * Every numeric id and page parameter is bounded in the shared contracts: numbers around and beyond the 32- and
 * 64-bit limits, negative, fractional and as strings, sent to every route, are refused or answered, never a 5xx.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '#contracts/paths';
import { BASE, createTestApp, type TestApp } from './support/app';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', 'Admin#2026');
});
afterAll(async () => {
  await t?.close();
});

/** The names every route uses for ids, heights, page numbers and types. */
const NUMERIC_NAMES = ['id', 'talentId', 'currPage', 'limit', 'height', 'category', 'type', 'userType', 'exp'];

const EDGES: (number | string)[] = [
  0,
  -1,
  -0,
  0.5,
  1.5,
  -2_147_483_648,
  -2_147_483_649,
  2_147_483_647,
  2_147_483_648,
  4_294_967_295,
  4_294_967_296,
  99_999_999_999,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  1e21,
  -1e21,
  Number.MAX_VALUE,
  '2147483648',
  '99999999999',
  '9223372036854775807',
  '9223372036854775808',
  '18446744073709551616',
  '-9223372036854775809',
  '1e400',
  '-1e400',
  '1.5',
  '1e3',
  '0x7fffffff',
  'NaN',
  'Infinity',
  '',
  ' ',
  'abc',
  '１２３',
];

/** Routes that end the admin's session or send files: not for this test. */
const SKIPPED = new Set([`POST ${BASE}${API.logout}`, `POST ${BASE}${API.upload}`]);

async function send(method: string, url: string, value: number | string) {
  const fields = Object.fromEntries(NUMERIC_NAMES.map((name) => [name, value]));
  // Enough of each body for the numbers to reach the code behind the validation where they can.
  const body = { ...fields, decision: 'approve', status: 'contacted', reason: '', required: false };
  const path = url.replace(':name', '00000000-0000-0000-0000-000000000000.png');
  if (method === 'GET') {
    const query = new URLSearchParams(NUMERIC_NAMES.map((name) => [name, String(value)])).toString();
    return t.inject({ method: 'GET', url: `${path}?${query}`, headers: { authorization: `Bearer ${admin}` } });
  }
  return t.inject({ method, url: path, payload: body, headers: { authorization: `Bearer ${admin}` } });
}

function routes(): { method: string; url: string }[] {
  return t.app.routeTable.filter(
    (route) => !SKIPPED.has(`${route.method} ${route.url}`) && !route.url.includes('*') && !route.url.includes('/docs'),
  );
}

describe('ids and page numbers are bounded (no 5xx)', () => {
  it('GET /portal/news/detail?id=99999999999 is refused in Chinese', async () => {
    const response = await t.inject({ method: 'GET', url: `${BASE}${API.newsDetail}?id=99999999999` });
    expect([response.statusCode, response.json()]).toEqual([400, { code: 10001, msg: '编号：编号过大' }]);
  });

  it('every route, every edge value, in the query or the body', { timeout: 240_000 }, async () => {
    const failures: string[] = [];
    for (const route of routes()) {
      const answers = await Promise.all(EDGES.map((value) => send(route.method, route.url, value)));
      for (const [index, response] of answers.entries())
        if (response.statusCode >= 500)
          failures.push(`${route.method} ${route.url} ${String(EDGES[index])}: ${response.body}`);
    }
    expect(failures).toEqual([]);
  });

  it('any integer, fraction or numeric string (fast-check)', { timeout: 120_000 }, async () => {
    const all = routes();
    const value = fc.oneof(
      fc.integer(),
      fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map((big) => big.toString()),
      fc.double({ noNaN: false }),
      fc.double().map(String),
      fc.maxSafeInteger(),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...all), value, async (route, sent) => {
        const response = await send(route.method, route.url, sent);
        expect(response.statusCode, `${route.method} ${route.url} ${String(sent)}`).toBeLessThan(500);
      }),
      { numRuns: 200 },
    );
  });
});
