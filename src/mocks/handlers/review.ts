import { http, HttpResponse } from 'msw';
import { DICTIONARIES } from '../../contracts/dictionaries';
import { ApiCode } from '../../contracts/codes';
import { API } from '../../contracts/paths';
import {
  idQuerySchema,
  reviewDecideSchema,
  reviewListQuerySchema,
  type RegistrationDetail,
  type RegistrationSummary,
} from '../../contracts/review';
import { API_BASE_PATH } from '../../contracts/paths';
import { mockDb, type MockAccount, type MockDb } from '../db';
import { callerOf } from './auth';
import { api, fail, ok, parseOr, queryOf } from '../respond';

/** The managing unit's reviewer (a development account, README "Quick start"), added to every fresh mock database. */
export const MOCK_REVIEWER: MockAccount = {
  username: 'reviewer',
  password: 'Review#2026',
  phone: '13800000002',
  email: 'reviewer@example.com',
  roles: ['reviewer'],
  orgName: '星桥高新区人才服务中心',
  userType: null,
  status: 'approved',
};

export const MOCK_CERTIFICATE_PATH = '/uploads/mock-certificate.png';

/** What the account list does not hold: ids, times and the review trail, per mock database. */
interface RegistrationExtra {
  id: number;
  createdAt: string;
  reviewedAt: string | null;
  reviewReason: string | null;
  reviewerName: string | null;
  orgType: string;
  property: string | null;
  scale: string | null;
  principalName: string;
  address: string;
  orgCode: string;
}
interface ReviewState {
  extras: Map<string, RegistrationExtra>;
  nextId: number;
}
const states = new WeakMap<MockDb, ReviewState>();

const HOUR_MS = 3_600_000;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR_MS).toISOString();

/** Twelve pending applicants (two pages), one rejected: enough to try filters and paging by hand. */
const SEED: [name: string, userType: 1 | 2 | 3, status: MockAccount['status']][] = [
  ['杭州青禾生物科技有限公司', 1, 'pending'],
  ['星桥职业技术学院', 3, 'pending'],
  ['星桥高新区档案馆', 2, 'pending'],
  ['杭州链安信息技术有限公司', 1, 'pending'],
  ['杭州南湖智能装备有限公司', 1, 'pending'],
  ['星桥大学', 3, 'pending'],
  ['星桥高新区科技创新服务中心', 2, 'pending'],
  ['杭州禾木农业科技有限公司', 1, 'pending'],
  ['杭州数澜文化传媒有限公司', 1, 'pending'],
  ['杭州北辰医疗器械有限公司', 1, 'pending'],
  ['星桥高新区人才发展促进会', 2, 'pending'],
  ['杭州远帆物流有限公司', 1, 'pending'],
  ['杭州雾灵电子商务有限公司', 1, 'rejected'],
];

function stateOf(db: MockDb): ReviewState {
  let state = states.get(db);
  if (state) return state;
  state = { extras: new Map(), nextId: 1 };
  states.set(db, state);
  if (!db.accounts.some((account) => account.username === MOCK_REVIEWER.username))
    db.accounts.push({ ...MOCK_REVIEWER });
  SEED.forEach(([orgName, userType, status], index) => {
    const number = String(index + 1).padStart(2, '0');
    db.accounts.push({
      username: `apply${number}`,
      password: 'Pass#2026',
      phone: `139100000${number}`,
      email: `apply${number}@example.com`,
      roles: [['enterprise', 'institution', 'school'][userType - 1]],
      orgName,
      userType,
      status,
    });
  });
  // Oldest first, so that the list (newest first) starts with the last seeded applicant.
  db.accounts.forEach((account, index) => {
    if (account.userType === null) return;
    extraOf(db, state, account, hoursAgo(24 * 30 - index * 5));
    if (account.status === 'rejected') {
      const extra = state.extras.get(account.username)!;
      Object.assign(extra, {
        reviewedAt: hoursAgo(2),
        reviewReason: '营业执照图片模糊，请重新上传清晰的证件照片',
        reviewerName: 'reviewer',
      });
    }
  });
  return state;
}

function extraOf(db: MockDb, state: ReviewState, account: MockAccount, createdAt?: string): RegistrationExtra {
  let extra = state.extras.get(account.username);
  if (extra) return extra;
  const type = account.userType ?? 1;
  const dictionary = DICTIONARIES[type === 1 ? 1 : type === 2 ? 2 : 3]!;
  extra = {
    id: state.nextId++,
    createdAt: createdAt ?? new Date().toISOString(),
    reviewedAt: account.status === 'pending' ? null : (createdAt ?? new Date().toISOString()),
    reviewReason: null,
    reviewerName: account.status === 'pending' ? null : 'admin',
    orgType: dictionary[0]!.code,
    property: type === 1 ? DICTIONARIES[4]![1]!.code : null,
    scale: type === 1 ? DICTIONARIES[5]![1]!.code : null,
    principalName: type === 1 ? '张明' : '刘洋',
    address: '浙江省杭州市星桥高新区创新路 88 号',
    orgCode: type === 1 ? '91330100MA2KXQ1234' : '12330100MB0X12345Y',
  };
  state.extras.set(account.username, extra);
  void db;
  return extra;
}

/** Registrations are the accounts of an organisation type, newest first. */
function registrations(db: MockDb): { account: MockAccount; extra: RegistrationExtra }[] {
  const state = stateOf(db);
  return db.accounts
    .filter((account) => account.userType !== null)
    .map((account) => ({ account, extra: extraOf(db, state, account) }))
    .sort((a, b) => b.extra.createdAt.localeCompare(a.extra.createdAt) || b.extra.id - a.extra.id);
}

function summaryOf({ account, extra }: { account: MockAccount; extra: RegistrationExtra }): RegistrationSummary {
  return {
    id: extra.id,
    username: account.username,
    orgName: account.orgName,
    userType: account.userType ?? 0,
    phone: account.phone,
    email: account.email,
    status: account.status,
    createdAt: extra.createdAt,
    reviewedAt: extra.reviewedAt,
  };
}

const label = (type: number, code: string | null) =>
  code === null ? null : (DICTIONARIES[type]?.find((entry) => entry.code === code)?.value ?? code);

function detailOf(entry: { account: MockAccount; extra: RegistrationExtra }): RegistrationDetail {
  const { account, extra } = entry;
  const type = account.userType ?? 1;
  return {
    ...summaryOf(entry),
    orgType: extra.orgType,
    orgTypeLabel: label(type, extra.orgType) ?? extra.orgType,
    property: extra.property,
    propertyLabel: label(4, extra.property),
    scale: extra.scale,
    scaleLabel: label(5, extra.scale),
    principalName: extra.principalName,
    address: extra.address,
    orgCode: extra.orgCode,
    attachList: [{ filePath: MOCK_CERTIFICATE_PATH, url: MOCK_CERTIFICATE_PATH, name: '营业执照.png' }],
    reviewReason: extra.reviewReason,
    reviewerName: extra.reviewerName,
  };
}

/** A small certificate picture for the review drawer (the upload mock answers this path). */
const CERTIFICATE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="340" viewBox="0 0 480 340">
<rect width="480" height="340" fill="#fdf6e3" stroke="#b58900" stroke-width="8"/>
<text x="240" y="90" font-size="34" text-anchor="middle" fill="#b22222" font-family="serif">营 业 执 照</text>
<text x="60" y="160" font-size="18" fill="#333">统一社会信用代码：91330100MA2KXQ1234</text>
<text x="60" y="200" font-size="18" fill="#333">类型：有限责任公司</text>
<text x="60" y="240" font-size="18" fill="#333">（演示用证件，内容虚构）</text>
<circle cx="390" cy="270" r="42" fill="none" stroke="#b22222" stroke-width="4"/></svg>`;

export const reviewHandlers = [
  // Every fresh mock database gets the reviewer and the seeded applicants before its first call is answered.
  http.all(`${API_BASE_PATH}/*`, () => {
    stateOf(mockDb.current);
  }),
  http.get(
    MOCK_CERTIFICATE_PATH,
    () => new HttpResponse(CERTIFICATE_SVG, { headers: { 'Content-Type': 'image/svg+xml' } }),
  ),
  http.get(api(API.reviewList), ({ request }) => {
    const reviewer = callerOf(request, API.reviewList);
    if (reviewer instanceof Response) return reviewer;
    const parsed = parseOr(reviewListQuerySchema, queryOf(request));
    if ('response' in parsed) return parsed.response;
    const { status, userType, keywords, currPage, limit } = parsed.data;
    const base = registrations(mockDb.current).filter(
      ({ account }) =>
        (!userType || account.userType === userType) &&
        (!keywords ||
          [account.orgName, account.username, account.phone, account.email].some((text) => text.includes(keywords))),
    );
    const counts = { pending: 0, approved: 0, rejected: 0 };
    for (const { account } of base) if (account.status in counts) counts[account.status as keyof typeof counts] += 1;
    const filtered = base.filter(({ account }) => !status || account.status === status);
    return ok({
      list: filtered.slice((currPage - 1) * limit, currPage * limit).map(summaryOf),
      total: filtered.length,
      counts,
    });
  }),
  http.get(api(API.reviewDetail), ({ request }) => {
    const reviewer = callerOf(request, API.reviewDetail);
    if (reviewer instanceof Response) return reviewer;
    const parsed = parseOr(idQuerySchema, queryOf(request));
    if ('response' in parsed) return parsed.response;
    const entry = registrations(mockDb.current).find(({ extra }) => extra.id === parsed.data.id);
    if (!entry) return fail(ApiCode.NOT_FOUND, '注册申请不存在');
    return ok(detailOf(entry));
  }),
  http.post(api(API.reviewDecide), async ({ request }) => {
    const reviewer = callerOf(request, API.reviewDecide);
    if (reviewer instanceof Response) return reviewer;
    const parsed = parseOr(reviewDecideSchema, await request.json());
    if ('response' in parsed) return parsed.response;
    const entry = registrations(mockDb.current).find(({ extra }) => extra.id === parsed.data.id);
    if (!entry) return fail(ApiCode.NOT_FOUND, '注册申请不存在');
    if (reviewer.roles.includes('reviewer') && entry.account.orgName.trim() === reviewer.orgName.trim())
      return fail(ApiCode.FORBIDDEN, '不能审核本单位的注册申请');
    if (entry.account.status !== 'pending') return fail(ApiCode.DUPLICATE, '该申请已被审核，不能重复处理');
    const approved = parsed.data.decision === 'approve';
    entry.account.status = approved ? 'approved' : 'rejected';
    Object.assign(entry.extra, {
      reviewedAt: new Date().toISOString(),
      reviewReason: approved ? null : parsed.data.reason,
      reviewerName: reviewer.username,
    });
    return ok(undefined, approved ? '已通过该注册申请' : '已驳回该注册申请');
  }),
];
