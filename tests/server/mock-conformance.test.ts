import { getResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ACCESS, mayAccess, type ApiPath } from '#contracts/access';
import {
  loginResultSchema,
  totpPolicySchema,
  totpSetupSchema,
  totpStatusSchema,
  userDataSchema,
  userInfoSchema,
} from '#contracts/auth';
import {
  blockNumberSchema,
  blockTransactionsSchema,
  chainBlockDetailSchema,
  chainBlocksSchema,
  chainKeySchema,
  consistencyProofSchema,
  traceBatchSchema,
  verifyResultSchema,
} from '#contracts/chain';
import { DICTIONARIES } from '#contracts/dictionaries';
import { accountCreateResultSchema, accountListSchema } from '#contracts/accounts';
import { auditListSchema } from '#contracts/audit';
import { contentListSchema, contentSaveResultSchema } from '#contracts/content';
import { leadListSchema, leadSchema } from '#contracts/leads';
import { newsListSchema } from '#contracts/news';
import { notificationListSchema, notificationReadResultSchema } from '#contracts/notifications';
import { API, API_BASE_PATH } from '#contracts/paths';
import { dictEntrySchema, uploadResultSchema } from '#contracts/register';
import { reviewListSchema } from '#contracts/review';
import { serviceListSchema, serviceRequestSchema } from '#contracts/service';
import { sessionListSchema } from '#contracts/sessions';
import { SITE_SETTINGS_DEFAULTS } from '#contracts/site-defaults';
import { siteSettingsAnswerSchema, siteSettingsSchema } from '#contracts/site-settings';
import { portalStatsSchema } from '#contracts/stats';
import { savedIdSchema, talentListSchema } from '#contracts/talent';
import { rewardListSchema, rewardTalentsSchema } from '#contracts/reward';
import { resetMockDb } from '@/mocks/db';
import { handlers } from '@/mocks/handlers';
import { createTestApp, multipartBody, PNG_1X1, type TestApp } from './support/app';

/**
 * The MSW handlers (npm run dev:mock, the SPA tests) answer like the server. The same requests go to both
 * and their envelopes are compared: HTTP status, code, msg, whether data is there, and data parsed with the
 * contract's schema (values differ: each side has its own seed). Every path of API needs its cases here.
 */

type Who = 'anonymous' | 'admin' | 'reviewer' | 'enterprise';
type Side = 'server' | 'mock';

interface Case {
  title: string;
  who?: Who;
  query?: Record<string, string | number>;
  /** A function when each side needs its own value (a file path it handed out). */
  body?: unknown | ((side: Side) => unknown);
  /** The contract schema of `data` on success; `equal` also asks for the same values on both sides. */
  data?: z.ZodType;
  equal?: boolean;
}

type PathCases = { method: 'GET' | 'POST'; cases: Case[] } | { skip: string };

const PASSWORDS: Record<Exclude<Who, 'anonymous'>, [string, string]> = {
  admin: ['admin', 'Admin#2026'],
  reviewer: ['reviewer', 'Review#2026'],
  enterprise: ['enterprise01', 'Demo#2026'],
};
const UNKNOWN_ID = 99_999;
const get = (cases: Case[]): PathCases => ({ method: 'GET', cases });
const post = (cases: Case[]): PathCases => ({ method: 'POST', cases });
const invalid = (body: unknown, who?: Who): Case => ({ title: 'refuses an invalid payload', who, body });
/** Both sides say whether the total and the counts per status stopped at the cap. */
const withCaps = <T extends z.ZodObject>(schema: T) =>
  schema.extend({ totalCapped: z.boolean(), countsCapped: z.boolean() });

/** Business cases per path; the session and role refusals of guarded paths are added from the access table. */
const CASES: Record<ApiPath, PathCases> = {
  [API.login]: post([
    { title: 'signs in', body: { username: 'enterprise01', password: 'Demo#2026' }, data: loginResultSchema },
    { title: 'refuses a wrong password', body: { username: 'enterprise01', password: 'Wrong#2026' } },
    { title: 'refuses a wrong SMS code', body: { phone: '13800000001', code: '000000' } },
    invalid({ username: '', password: '' }),
  ]),
  [API.logout]: post([{ title: 'signs out without a session' }]),
  [API.userInfo]: get([{ title: 'answers the roles', who: 'enterprise', data: userInfoSchema }]),
  [API.userData]: get([{ title: "answers the account's record", who: 'enterprise', data: userDataSchema }]),
  [API.changePassword]: post([
    invalid({ oldPassword: '', password: 'x' }, 'enterprise'),
    {
      title: 'refuses a wrong old password',
      who: 'enterprise',
      body: { oldPassword: 'Wrong#2026', password: 'Brand#New2026x' },
    },
  ]),
  [API.register]: post([
    invalid({ userType: 1 }),
    {
      title: 'refuses a wrong e-mail code',
      body: (side: Side) => ({
        userType: 2,
        orgName: '星桥高新区档案服务中心',
        orgType: '02',
        principalName: '李四',
        address: '星桥路 8 号',
        orgCode: '12330100MB0000000X',
        username: 'conform01',
        password: 'Talent#2026',
        phone: '13900000077',
        msgCode: '000000',
        email: 'conform01@example.com',
        attachList: [{ filePath: uploaded[side], url: uploaded[side], name: 'a.png' }],
      }),
    },
  ]),
  [API.smsSend]: post([
    { title: 'sends a login code', body: { phone: '13800000001', type: 2 } },
    invalid({ phone: '123', type: 2 }),
  ]),
  [API.emailSend]: post([
    { title: 'sends a registration code', body: { email: 'newcomer@example.com' } },
    invalid({ email: 'not-an-address' }),
  ]),
  [API.forgetCode]: post([
    { title: 'sends a reset code', body: { email: 'enterprise01@example.com' } },
    invalid({ email: '' }),
  ]),
  [API.forgetReset]: post([
    {
      title: 'refuses a wrong code',
      body: { email: 'enterprise01@example.com', msgCode: '000000', password: 'Brand#New2026x' },
    },
    invalid({ email: 'enterprise01@example.com' }),
  ]),
  [API.dict]: get([
    ...Object.keys(DICTIONARIES).map((type) => ({
      title: `answers dictionary ${type} with the same entries`,
      query: { type },
      data: z.array(dictEntrySchema),
      equal: true,
    })),
    { title: 'refuses an unknown type', query: { type: 99 } },
  ]),
  // Multipart: sent by its own case below.
  [API.upload]: { skip: 'a multipart body: compared in its own test below' },
  [API.applicationLead]: post([
    {
      title: 'records an application',
      body: { name: '张三', phone: '13800000009', applicationName: '区块链存证平台', source: '/index' },
    },
    invalid({ name: '', phone: '1' }),
  ]),
  [API.customEmail]: post([
    {
      title: 'records a contact lead',
      body: {
        name: '张三',
        phone: '13800000009',
        companyName: '杭州某公司',
        content: '想了解溯源平台',
        email: 'leads@xingqiao-chain.example.com',
        application: '立即咨询',
        source: '/index',
      },
    },
    invalid({ name: '张三' }),
  ]),
  [API.blockNumber]: get([{ title: 'answers the height', who: 'enterprise', data: blockNumberSchema }]),
  [API.transactions]: get([{ title: 'answers 30 days', who: 'enterprise', data: blockTransactionsSchema }]),
  [API.newsList]: get([
    { title: 'lists a category', query: { category: 5 }, data: newsListSchema },
    { title: 'refuses page 0', query: { category: 5, currPage: 0 } },
  ]),
  [API.newsDetail]: get([
    { title: 'answers an unknown article', query: { id: UNKNOWN_ID } },
    { title: 'refuses a bad id', query: { id: 'abc' } },
  ]),
  [API.reviewList]: get([
    { title: 'lists registrations', who: 'reviewer', query: { status: 'pending' }, data: reviewListSchema },
    { title: 'refuses an unknown status', who: 'reviewer', query: { status: 'maybe' } },
  ]),
  [API.reviewDetail]: get([{ title: 'answers an unknown registration', who: 'reviewer', query: { id: UNKNOWN_ID } }]),
  [API.reviewDecide]: post([
    { title: 'answers an unknown registration', who: 'reviewer', body: { id: UNKNOWN_ID, decision: 'approve' } },
    invalid({ id: 1, decision: 'reject', reason: '' }, 'reviewer'),
  ]),
  [API.leadsList]: get([
    { title: 'lists leads', who: 'admin', data: withCaps(leadListSchema) },
    { title: 'searches two characters', who: 'admin', query: { keywords: '科技' }, data: withCaps(leadListSchema) },
    { title: 'refuses a one-character keyword', who: 'admin', query: { keywords: '张' } },
    {
      title: 'filters by the start of the source page',
      who: 'admin',
      query: { source: 'Index' },
      data: withCaps(leadListSchema),
    },
    { title: 'refuses a bad date', who: 'admin', query: { from: '2026-13-40' } },
  ]),
  [API.leadsStatus]: post([
    {
      title: 'answers an unknown lead',
      who: 'admin',
      body: { id: UNKNOWN_ID, status: 'contacted', note: '' },
    },
    invalid({ id: 1, status: 'lost' }, 'admin'),
  ]),
  // Not an envelope: compared in its own test below.
  [API.leadsExport]: { skip: 'a CSV file, not an envelope: its headers are compared in their own test below' },
  [API.serviceList]: get([{ title: 'lists requests', who: 'enterprise', data: serviceListSchema }]),
  [API.serviceCreate]: post([
    {
      title: 'records a request',
      who: 'enterprise',
      body: { kind: 'policy', description: '想咨询人才政策的申报条件', contactTime: '工作日上午' },
      data: serviceRequestSchema,
    },
    invalid({ kind: 'policy', description: '' }, 'enterprise'),
  ]),
  [API.serviceDetail]: get([{ title: 'answers an unknown request', who: 'enterprise', query: { id: UNKNOWN_ID } }]),
  [API.talentList]: get([
    { title: 'lists filings', who: 'enterprise', query: { kind: 'common' }, data: withCaps(talentListSchema) },
    { title: 'refuses a one-character keyword', who: 'enterprise', query: { keywords: '张' } },
  ]),
  [API.talentDetail]: get([{ title: 'answers an unknown filing', who: 'enterprise', query: { id: UNKNOWN_ID } }]),
  [API.talentSave]: post([
    { title: 'saves a draft', who: 'enterprise', body: { kind: 'common', name: '张三' }, data: savedIdSchema },
    invalid({ kind: 'common', name: '' }, 'enterprise'),
    { title: 'refuses the managing unit', who: 'reviewer', body: { kind: 'common', name: '张三' } },
  ]),
  [API.talentSubmit]: post([invalid({ kind: 'common', name: '张三' }, 'enterprise')]),
  [API.talentReviewList]: get([
    {
      title: 'lists submitted filings',
      who: 'reviewer',
      query: { status: 'pending' },
      data: withCaps(talentListSchema),
    },
    { title: 'refuses a one-character keyword', who: 'reviewer', query: { keywords: '张' } },
  ]),
  [API.talentReviewDecide]: post([
    { title: 'answers an unknown filing', who: 'reviewer', body: { id: UNKNOWN_ID, decision: 'approve' } },
  ]),
  [API.rewardList]: get([{ title: 'lists applications', who: 'enterprise', data: withCaps(rewardListSchema) }]),
  [API.rewardCreate]: post([invalid({ talentId: 1, rewardType: 'living', amount: '' }, 'enterprise')]),
  [API.rewardTalents]: get([{ title: 'lists approved talents', who: 'enterprise', data: rewardTalentsSchema }]),
  [API.rewardReviewList]: get([
    { title: 'lists applications', who: 'reviewer', data: withCaps(rewardListSchema) },
    { title: 'refuses a one-character keyword', who: 'reviewer', query: { keywords: '张' } },
  ]),
  [API.rewardReviewDecide]: post([
    { title: 'answers an unknown application', who: 'reviewer', body: { id: UNKNOWN_ID, decision: 'approve' } },
  ]),
  [API.portalStats]: get([{ title: 'answers the figures', data: portalStatsSchema }]),
  [API.adminUsersList]: get([
    { title: 'lists accounts', who: 'admin', data: accountListSchema },
    { title: 'lists reviewers', who: 'admin', query: { role: 'reviewer' }, data: accountListSchema },
    { title: 'refuses an unknown status', who: 'admin', query: { status: 'sleeping' } },
  ]),
  [API.adminUsersCreate]: post([
    {
      title: 'creates a reviewer',
      who: 'admin',
      body: {
        username: 'conform02',
        orgName: '星桥高新区人才服务中心',
        email: 'conform02@example.com',
        role: 'reviewer',
      },
      data: accountCreateResultSchema,
    },
    {
      title: 'refuses a taken account name',
      who: 'admin',
      body: {
        username: 'enterprise01',
        orgName: '星桥高新区人才服务中心',
        email: 'conform03@example.com',
        role: 'reviewer',
      },
    },
    invalid({ username: 'x', orgName: '', email: 'bad', role: 'enterprise' }, 'admin'),
  ]),
  [API.adminUsersStatus]: post([
    { title: 'answers an unknown account', who: 'admin', body: { id: UNKNOWN_ID, status: 'disabled' } },
    invalid({ id: 1, status: 'pending' }, 'admin'),
  ]),
  [API.adminUsersReset]: post([
    { title: 'answers an unknown account', who: 'admin', body: { id: UNKNOWN_ID } },
    invalid({ id: 'x' }, 'admin'),
  ]),
  [API.userActivate]: post([
    { title: 'refuses an unknown link', body: { token: 'x'.repeat(43), password: 'Brand#New2026x' } },
    invalid({ token: '', password: '1' }),
  ]),
  [API.contentList]: get([
    { title: 'lists articles', who: 'reviewer', query: { category: 5 }, data: contentListSchema },
    { title: 'refuses category 1', who: 'reviewer', query: { category: 1 } },
  ]),
  [API.contentDetail]: get([{ title: 'answers an unknown article', who: 'reviewer', query: { id: UNKNOWN_ID } }]),
  [API.contentSave]: post([
    {
      title: 'saves a draft',
      who: 'reviewer',
      body: { category: 5, title: '园区人才服务月活动通知', html: '<h2>活动安排</h2><p>十二月举办。</p>' },
      data: contentSaveResultSchema,
    },
    invalid({ category: 9, title: '', html: '' }, 'reviewer'),
  ]),
  [API.contentPublish]: post([
    { title: 'answers an unknown article', who: 'reviewer', body: { id: UNKNOWN_ID, publish: true } },
    invalid({ id: 1 }, 'reviewer'),
  ]),
  [API.contentDelete]: post([
    { title: 'answers an unknown article', who: 'reviewer', body: { id: UNKNOWN_ID } },
    invalid({}, 'reviewer'),
  ]),
  [API.auditList]: get([
    { title: 'lists the log', who: 'admin', data: auditListSchema.extend({ totalCapped: z.boolean() }) },
    { title: 'refuses an unknown action', who: 'admin', query: { action: 'explode' } },
  ]),
  [API.chainBlocks]: get([
    { title: 'lists blocks', data: chainBlocksSchema },
    { title: 'refuses page 0', query: { currPage: 0 } },
  ]),
  [API.chainBlock]: get([
    { title: 'answers block 1', query: { height: 1 }, data: chainBlockDetailSchema },
    { title: 'answers an unknown height', query: { height: UNKNOWN_ID } },
    { title: 'refuses a bad height', query: { height: 'abc' } },
  ]),
  [API.chainTx]: get([
    { title: 'answers an unknown transaction', query: { hash: '0'.repeat(64) } },
    { title: 'refuses a bad hash', query: { hash: 'xyz' } },
  ]),
  [API.chainVerify]: get([{ title: 'verifies the ledger', data: verifyResultSchema }]),
  [API.chainCheckpoint]: { skip: 'a signed note in text/plain, not an envelope: compared in its own test below' },
  [API.chainKey]: get([{ title: 'answers the keys', data: chainKeySchema }]),
  [API.chainInclusionProof]: get([
    { title: 'answers an unknown transaction', query: { hash: '0'.repeat(64) } },
    { title: 'refuses a bad hash', query: { hash: 'xyz' } },
  ]),
  [API.chainConsistencyProof]: get([
    { title: 'proves from the empty tree', query: { from: 0 }, data: consistencyProofSchema },
    { title: 'refuses a negative size', query: { from: -1 } },
  ]),
  [API.chainCosign]: post([
    { title: 'refuses a note that is not a cosigned checkpoint', body: { note: 'hello\n' } },
    invalid({}),
  ]),
  [API.traceBatch]: get([
    { title: 'answers the sample batch', query: { batch: 'XQ-SAMPLE-0001' }, data: traceBatchSchema },
    { title: 'answers an unknown batch', query: { batch: 'XQ-NONE-0001' } },
  ]),
  [API.notificationsList]: get([
    { title: 'lists the account’s notifications', who: 'enterprise', data: notificationListSchema },
    { title: 'lists the unread ones', who: 'enterprise', query: { unread: 'true' }, data: notificationListSchema },
    { title: 'refuses a bad unread flag', who: 'enterprise', query: { unread: 'maybe' } },
  ]),
  [API.notificationsRead]: post([
    { title: 'refuses an id that is not the account’s', who: 'enterprise', body: { ids: [UNKNOWN_ID] } },
    invalid({}, 'enterprise'),
    { title: 'marks all read', who: 'enterprise', body: { all: true }, data: notificationReadResultSchema },
  ]),
  [API.auditExport]: { skip: 'a CSV file, not an envelope: its headers are compared in their own test below' },
  [API.loginCode]: post([
    { title: 'answers alike for any account', body: { username: 'nobody42' } },
    invalid({ username: '' }),
  ]),
  [API.totpStatus]: get([
    { title: 'answers the two-factor state', who: 'enterprise', data: totpStatusSchema, equal: true },
  ]),
  [API.totpSetup]: post([{ title: 'answers a secret to scan', who: 'reviewer', data: totpSetupSchema }]),
  [API.totpEnable]: post([
    { title: 'refuses a wrong code', who: 'reviewer', body: { code: '000000' } },
    invalid({ code: 'x' }, 'reviewer'),
  ]),
  [API.adminTotpPolicy]: post([
    {
      title: 'keeps two-factor optional',
      who: 'admin',
      body: { required: false },
      data: totpPolicySchema,
      equal: true,
    },
    invalid({ required: 'yes' }, 'admin'),
  ]),
  [API.adminUsersTotpReset]: post([
    { title: 'answers an unknown account', who: 'admin', body: { id: UNKNOWN_ID } },
  ]),
  [API.siteSettings]: get([{ title: 'answers null before any save', data: siteSettingsAnswerSchema, equal: true }]),
  [API.adminSiteSettings]: post([
    {
      title: 'saves the whole object',
      who: 'admin',
      body: { ...SITE_SETTINGS_DEFAULTS, hotline: '400-888-0000' },
      data: siteSettingsSchema,
      equal: true,
    },
    invalid({ ...SITE_SETTINGS_DEFAULTS, hotline: '热线电话' }, 'admin'),
    invalid({ ...SITE_SETTINGS_DEFAULTS, offices: [] }, 'admin'),
  ]),
  [API.adminSessionsList]: get([
    { title: 'lists the active sessions', who: 'admin', data: sessionListSchema },
    { title: 'refuses an unknown role', who: 'admin', query: { role: 'king' } },
  ]),
  [API.adminSessionsEnd]: post([
    { title: 'answers an unknown session', who: 'admin', body: { id: UNKNOWN_ID } },
    invalid({ id: 'x' }, 'admin'),
  ]),
};

interface Answer {
  status: number;
  body: { code: number; msg: string; data?: unknown };
}

let server: TestApp;
/** A picture each side has accepted from an anonymous visitor (registration certificates must be uploads). */
const uploaded: Record<Side, string> = { server: '', mock: '' };
const tokens: { server: Partial<Record<Who, string>>; mock: Partial<Record<Who, string>> } = { server: {}, mock: {} };

function urlOf(path: string, query?: Case['query']): string {
  const search = new URLSearchParams(Object.entries(query ?? {}).map(([key, value]) => [key, String(value)]));
  return `${API_BASE_PATH}${path}${search.size ? `?${search}` : ''}`;
}

async function askServer(method: string, url: string, headers: Record<string, string>, payload?: string | Buffer) {
  const response = await server.inject({ method: method as 'GET', url, headers, payload });
  return { status: response.statusCode, headers: response.headers, text: response.body };
}

async function askMock(method: string, url: string, headers: Record<string, string>, payload?: string | Buffer) {
  const body = typeof payload === 'string' || payload === undefined ? payload : new Uint8Array(payload);
  const request = new Request(`http://localhost${url}`, { method, headers, body });
  const response = await getResponse(handlers, request, { baseUrl: 'http://localhost' });
  if (!response) throw new Error(`no mock handler answers ${method} ${url}`);
  // Keeps a byte-order mark, as the server's body does (the CSV export starts with one).
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
  return { status: response.status, headers: Object.fromEntries(response.headers), text };
}

async function ask(side: Side, method: string, path: string, c: Case): Promise<Answer> {
  const token = c.who && c.who !== 'anonymous' ? tokens[side][c.who] : undefined;
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const body = typeof c.body === 'function' ? (c.body as (side: Side) => unknown)(side) : c.body;
  const payload = body === undefined ? undefined : JSON.stringify(body);
  if (payload !== undefined) headers['content-type'] = 'application/json';
  const send = side === 'server' ? askServer : askMock;
  const answer = await send(method, urlOf(path, c.query), headers, payload);
  return { status: answer.status, body: JSON.parse(answer.text) as Answer['body'] };
}

/** `data` parsed with the contract schema, or a readable failure naming the side. */
function parsed(schema: z.ZodType, answer: Answer, side: string): unknown {
  const result = schema.safeParse(answer.body.data);
  if (!result.success) throw new Error(`${side}'s data does not fit the contract: ${result.error.message}`);
  return result.data;
}

async function compare(method: string, path: string, c: Case): Promise<void> {
  const [real, mock] = [await ask('server', method, path, c), await ask('mock', method, path, c)];
  const envelope = ({ status, body }: Answer) => ({
    status,
    code: body.code,
    msg: body.msg,
    hasData: body.data !== undefined,
  });
  expect(envelope(mock), `mock vs server: ${JSON.stringify(mock.body)} / ${JSON.stringify(real.body)}`).toEqual(
    envelope(real),
  );
  if (c.data && real.body.code === 0) {
    const values = [parsed(c.data, real, 'server'), parsed(c.data, mock, 'mock')];
    if (c.equal) expect(values[1]).toEqual(values[0]);
  }
}

/** The refusals every guarded path gives: no session, and (for a role list) a role outside it. */
function guardCases(path: ApiPath): Case[] {
  const access = ACCESS[path];
  if (access === 'public') return [];
  const cases: Case[] = [{ title: 'refuses a visitor without a session', who: 'anonymous' }];
  if (access === 'session') return cases;
  const outsider = (['enterprise', 'reviewer'] as const).find((role) => !mayAccess([role], access));
  if (outsider) cases.push({ title: `refuses the ${outsider} role`, who: outsider });
  return cases;
}

async function uploadPicture(side: Side): Promise<Answer> {
  const { payload, headers } = multipartBody('file', 'licence.png', PNG_1X1, 'image/png');
  const send = side === 'server' ? askServer : askMock;
  const { status, text } = await send('POST', urlOf(API.upload), headers, payload);
  return { status, body: JSON.parse(text) as Answer['body'] };
}

beforeAll(async () => {
  server = await createTestApp();
  resetMockDb();
  for (const side of ['server', 'mock'] as const)
    uploaded[side] = ((await uploadPicture(side)).body.data as { filePath: string }).filePath;
  for (const [who, [username, password]] of Object.entries(PASSWORDS)) {
    const body = { username, password };
    for (const side of ['server', 'mock'] as const) {
      const answer = await ask(side, 'POST', API.login, { title: 'login', body });
      tokens[side][who as Who] = (answer.body.data as { token: string }).token;
    }
  }
});
afterAll(() => server?.close());

describe('MSW handlers answer like the server', () => {
  const paths = Object.values(API);

  it.each(paths)('%s has conformance cases or a reason to skip', (path) => {
    const entry = CASES[path];
    expect(entry, `${path}: add its cases to CASES`).toBeDefined();
    if ('skip' in entry) expect(entry.skip.length).toBeGreaterThan(10);
    else expect(entry.cases.length + guardCases(path).length).toBeGreaterThan(0);
  });

  for (const path of paths) {
    const entry = CASES[path];
    if (!entry || 'skip' in entry) continue;
    for (const c of [...guardCases(path), ...entry.cases])
      it(`${entry.method} ${path}: ${c.title}`, () => compare(entry.method, path, c));
  }

  it('POST /common/upload: a picture gives the same envelope and a file path', async () => {
    const [real, mock] = [await uploadPicture('server'), await uploadPicture('mock')];
    expect({ status: mock!.status, code: mock!.body.code, msg: mock!.body.msg }).toEqual({
      status: real!.status,
      code: real!.body.code,
      msg: real!.body.msg,
    });
    parsed(uploadResultSchema, real!, 'server');
    parsed(uploadResultSchema, mock!, 'mock');
  });

  it('GET /portal/leads/export: the same content type and CSV columns', async () => {
    const headers = { authorization: `Bearer ${tokens.server.admin}` };
    const url = urlOf(API.leadsExport);
    const real = await askServer('GET', url, headers);
    const mock = await askMock('GET', url, { authorization: `Bearer ${tokens.mock.admin}` });
    expect(mock.status).toBe(real.status);
    expect(mock.headers['content-type']).toBe(real.headers['content-type']);
    const firstLine = (text: string) => text.split(/\r?\n/)[0];
    expect(firstLine(mock.text)).toBe(firstLine(real.text));
  });

  it('GET /portal/audit/export: the same content type and CSV columns', async () => {
    const url = urlOf(API.auditExport);
    const real = await askServer('GET', url, { authorization: `Bearer ${tokens.server.admin}` });
    const mock = await askMock('GET', url, { authorization: `Bearer ${tokens.mock.admin}` });
    expect(mock.status).toBe(real.status);
    expect(mock.headers['content-type']).toBe(real.headers['content-type']);
    const firstLine = (text: string) => text.split(/\r?\n/)[0];
    expect(firstLine(mock.text)).toBe(firstLine(real.text));
  });

  it('GET /portal/chain/checkpoint: the same content type and a checkpoint signed by the key each side publishes', async () => {
    const url = urlOf(API.chainCheckpoint);
    const real = await askServer('GET', url, {});
    const mock = await askMock('GET', url, {});
    expect(mock.status).toBe(real.status);
    expect(mock.headers['content-type']).toBe(real.headers['content-type']);
    const shape = (text: string) =>
      text.replace(
        /^(.*)\n\d+\n[A-Za-z0-9+/]{43}=\n\n\u2014 \1 [A-Za-z0-9+/=]+\n(\u2014 \S+ [A-Za-z0-9+/=]+\n)*$/u,
        'checkpoint',
      );
    expect(shape(real.text)).toBe('checkpoint');
    expect(shape(mock.text)).toBe('checkpoint');
  });

  it('POST /portal/leads/status answers a real lead with the contract shape on both sides', async () => {
    // A lead recorded above on each side; the first of each list is updated.
    const first = async (side: Side) =>
      (
        parsed(leadListSchema, await ask(side, 'GET', API.leadsList, { title: 'list', who: 'admin' }), side) as {
          list: { id: number }[];
        }
      ).list[0]!.id;
    const ids = { server: await first('server'), mock: await first('mock') };
    const update = (side: Side) =>
      ask(side, 'POST', API.leadsStatus, {
        title: 'update',
        who: 'admin',
        body: { id: ids[side], status: 'contacted', note: '已电话联系' },
      });
    const [real, mock] = [await update('server'), await update('mock')];
    expect({ code: mock.body.code, msg: mock.body.msg }).toEqual({ code: real.body.code, msg: real.body.msg });
    parsed(leadSchema, real, 'server');
    parsed(leadSchema, mock, 'mock');
  });
});
