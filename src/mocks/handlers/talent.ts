import { http } from 'msw';
import { ApiCode } from '../../contracts/envelope';
import { API } from '../../contracts/paths';
import { dictQuerySchema } from '../../contracts/register';
import { idQuerySchema, reviewDecideSchema } from '../../contracts/review';
import {
  formatFen,
  REWARD_TYPES,
  rewardCreateSchema,
  rewardListQuerySchema,
  TALENT_CATEGORIES,
  TALENT_DICT_TYPES,
  talentDraftSchema,
  talentListQuerySchema,
  talentSubmitSchema,
  yuanToFen,
  type RewardApplication,
  type TalentDetail,
  type TalentSummary,
  type TalentValues,
} from '../../contracts/talent';
import { maskIdCard } from '../../utils/id-card';
import { maskPhone } from '../../utils/mask';
import { mockDb, type MockAccount, type MockDb } from '../db';
import { accountOf } from './auth';
import { api, fail, ok, parseOr, queryOf } from '../respond';

/** Filings and applications per mock database (a reset database starts empty). */
interface TalentStore {
  filings: (TalentDetail & { owner: string })[];
  rewards: (RewardApplication & { owner: string })[];
  nextId: number;
}
const stores = new WeakMap<MockDb, TalentStore>();
export function talentStore(): TalentStore {
  let store = stores.get(mockDb.current);
  if (!store) {
    store = { filings: [], rewards: [], nextId: 1 };
    stores.set(mockDb.current, store);
  }
  return store;
}

const NOW = () => new Date().toISOString();
const isOrganisation = (account: MockAccount) => account.userType !== null;
const isReviewer = (account: MockAccount) => account.roles.includes('reviewer') || account.roles.includes('admin');

function who(request: Request): MockAccount | Response {
  return accountOf(request) ?? fail(ApiCode.SESSION_EXPIRED, '登录已过期，请重新登录');
}

function summaryOf(filing: TalentDetail): TalentSummary {
  return {
    id: filing.id,
    kind: filing.kind,
    name: filing.name,
    gender: filing.gender,
    idCard: maskIdCard(filing.idCard),
    mobile: maskPhone(filing.mobile),
    education: filing.education,
    major: filing.major,
    position: filing.position,
    talentCategory: filing.talentCategory,
    school: filing.school,
    graduationYear: filing.graduationYear,
    status: filing.status,
    orgName: filing.orgName,
    reviewReason: filing.reviewReason,
    submittedAt: filing.submittedAt,
    updatedAt: filing.updatedAt,
  };
}

function page<T>(items: T[], currPage: number, limit: number) {
  return items.slice((currPage - 1) * limit, currPage * limit);
}

function save(account: MockAccount, values: TalentValues, submit: boolean): Response {
  const store = talentStore();
  const now = NOW();
  const { id, ...fields } = values;
  const attachments = (files: { filePath: string; name?: string | undefined }[]) =>
    files.map((file) => ({ filePath: file.filePath, url: file.filePath, name: file.name ?? '' }));
  const data = {
    ...fields,
    resumeFiles: attachments(fields.resumeFiles),
    certificateFiles: attachments(fields.certificateFiles),
    supportingFiles: attachments(fields.supportingFiles),
  };
  let filing = id ? store.filings.find((item) => item.id === id && item.owner === account.username) : undefined;
  if (id && !filing) return fail(ApiCode.NOT_FOUND, '记录不存在');
  if (filing && !['draft', 'rejected'].includes(filing.status))
    return fail(ApiCode.DUPLICATE, '待审核或已通过的登记不能修改');
  const state = submit
    ? { status: 'pending' as const, submittedAt: now, reviewReason: null, reviewerName: null, reviewedAt: null }
    : { status: 'draft' as const };
  if (filing) Object.assign(filing, data, state, { updatedAt: now });
  else {
    filing = {
      ...data,
      id: store.nextId++,
      owner: account.username,
      orgName: account.orgName,
      reviewReason: null,
      reviewerName: null,
      submittedAt: null,
      reviewedAt: null,
      createdAt: now,
      updatedAt: now,
      ...state,
    };
    store.filings.push(filing);
  }
  return ok({ id: filing.id }, submit ? '已提交，请等待管理单位审核' : '草稿已保存');
}

/** Issue 9: talent filings, reward applications and their review, on the shared contract. */
export const talentHandlers = [
  // Dictionaries 6 and 7 (the portal handler answers 1..5).
  http.get(api(API.dict), ({ request }) => {
    const parsed = parseOr(dictQuerySchema, queryOf(request));
    if ('response' in parsed) return parsed.response;
    if (parsed.data.type === TALENT_DICT_TYPES.talentCategory)
      return ok(TALENT_CATEGORIES.map(({ code, value }) => ({ code, value })));
    if (parsed.data.type === TALENT_DICT_TYPES.rewardType)
      return ok(REWARD_TYPES.map(({ code, value }) => ({ code, value })));
    return undefined;
  }),
  http.get(api(API.talentList), ({ request }) => {
    const account = who(request);
    if (account instanceof Response) return account;
    const parsed = parseOr(talentListQuerySchema, queryOf(request));
    if ('response' in parsed) return parsed.response;
    const { kind, status, keywords, currPage, limit } = parsed.data;
    const own = talentStore()
      .filings.filter((item) => account.roles.includes('admin') || item.owner === account.username)
      .filter(
        (item) =>
          (!kind || item.kind === kind) &&
          (!keywords || item.name.includes(keywords) || item.idCard.includes(keywords)),
      )
      .sort((a, b) => b.id - a.id);
    const counts = { draft: 0, pending: 0, approved: 0, rejected: 0 };
    for (const item of own) counts[item.status] += 1;
    const matching = own.filter((item) => !status || item.status === status);
    return ok({ list: page(matching, currPage, limit).map(summaryOf), total: matching.length, counts });
  }),
  http.get(api(API.talentDetail), ({ request }) => {
    const account = who(request);
    if (account instanceof Response) return account;
    const parsed = parseOr(idQuerySchema, queryOf(request));
    if ('response' in parsed) return parsed.response;
    const filing = talentStore().filings.find((item) => item.id === parsed.data.id);
    const visible =
      filing &&
      (account.roles.includes('admin') ||
        (account.roles.includes('reviewer') ? filing.status !== 'draft' : filing.owner === account.username));
    if (!filing || !visible) return fail(ApiCode.NOT_FOUND, '记录不存在');
    const { owner: _owner, ...detail } = filing;
    return ok(detail);
  }),
  http.post(api(API.talentSave), async ({ request }) => {
    const account = who(request);
    if (account instanceof Response) return account;
    if (!isOrganisation(account)) return fail(ApiCode.FORBIDDEN, '没有权限访问该功能');
    const parsed = parseOr(talentDraftSchema, await request.json());
    if ('response' in parsed) return parsed.response;
    return save(account, parsed.data, false);
  }),
  http.post(api(API.talentSubmit), async ({ request }) => {
    const account = who(request);
    if (account instanceof Response) return account;
    if (!isOrganisation(account)) return fail(ApiCode.FORBIDDEN, '没有权限访问该功能');
    const parsed = parseOr(talentSubmitSchema, await request.json());
    if ('response' in parsed) return parsed.response;
    return save(account, parsed.data, true);
  }),
  http.get(api(API.talentReviewList), ({ request }) => {
    const account = who(request);
    if (account instanceof Response) return account;
    if (!isReviewer(account)) return fail(ApiCode.FORBIDDEN, '没有权限访问该功能');
    const parsed = parseOr(talentListQuerySchema, queryOf(request));
    if ('response' in parsed) return parsed.response;
    const { kind, status, currPage, limit } = parsed.data;
    const submitted = talentStore().filings.filter((item) => item.status !== 'draft' && (!kind || item.kind === kind));
    const counts = { draft: 0, pending: 0, approved: 0, rejected: 0 };
    for (const item of submitted) counts[item.status] += 1;
    const matching = submitted.filter((item) => !status || item.status === status);
    return ok({ list: page(matching, currPage, limit).map(summaryOf), total: matching.length, counts });
  }),
  http.post(api(API.talentReviewDecide), async ({ request }) => {
    const account = who(request);
    if (account instanceof Response) return account;
    if (!isReviewer(account)) return fail(ApiCode.FORBIDDEN, '没有权限访问该功能');
    const parsed = parseOr(reviewDecideSchema, await request.json());
    if ('response' in parsed) return parsed.response;
    const filing = talentStore().filings.find((item) => item.id === parsed.data.id && item.status !== 'draft');
    if (!filing) return fail(ApiCode.NOT_FOUND, '记录不存在');
    if (filing.status !== 'pending') return fail(ApiCode.DUPLICATE, '该申请已被审核，不能重复处理');
    const approved = parsed.data.decision === 'approve';
    Object.assign(filing, {
      status: approved ? 'approved' : 'rejected',
      reviewReason: approved ? null : parsed.data.reason,
      reviewerName: account.username,
      reviewedAt: NOW(),
    });
    return ok(undefined, approved ? '已通过该人才登记' : '已驳回该人才登记');
  }),
  http.get(api(API.rewardTalents), ({ request }) => {
    const account = who(request);
    if (account instanceof Response) return account;
    return ok(
      talentStore()
        .filings.filter((item) => item.status === 'approved' && item.owner === account.username)
        .map((item) => ({
          id: item.id,
          kind: item.kind,
          name: item.name,
          idCard: maskIdCard(item.idCard),
          talentCategory: item.talentCategory,
        })),
    );
  }),
  ...[API.rewardList, API.rewardReviewList].map((path) =>
    http.get(api(path), ({ request }) => {
      const account = who(request);
      if (account instanceof Response) return account;
      const review = path === API.rewardReviewList;
      if (review && !isReviewer(account)) return fail(ApiCode.FORBIDDEN, '没有权限访问该功能');
      const parsed = parseOr(rewardListQuerySchema, queryOf(request));
      if ('response' in parsed) return parsed.response;
      const { status, rewardType, currPage, limit } = parsed.data;
      const scoped = talentStore()
        .rewards.filter((item) => review || account.roles.includes('admin') || item.owner === account.username)
        .filter((item) => !rewardType || item.rewardType === rewardType)
        .sort((a, b) => b.id - a.id);
      const counts = { pending: 0, approved: 0, rejected: 0 };
      for (const item of scoped) counts[item.status] += 1;
      const matching = scoped.filter((item) => !status || item.status === status);
      return ok({
        list: page(matching, currPage, limit).map(({ owner: _owner, ...item }) => item),
        total: matching.length,
        counts,
      });
    }),
  ),
  http.post(api(API.rewardCreate), async ({ request }) => {
    const account = who(request);
    if (account instanceof Response) return account;
    if (!isOrganisation(account)) return fail(ApiCode.FORBIDDEN, '没有权限访问该功能');
    const parsed = parseOr(rewardCreateSchema, await request.json());
    if ('response' in parsed) return parsed.response;
    const store = talentStore();
    const talent = store.filings.find(
      (item) => item.id === parsed.data.talentId && item.owner === account.username && item.status === 'approved',
    );
    if (!talent) return fail(ApiCode.NOT_FOUND, '人才不存在或未通过审核');
    const amountFen = yuanToFen(parsed.data.amount) ?? 0;
    const id = store.nextId++;
    store.rewards.push({
      id,
      owner: account.username,
      talentId: talent.id,
      talentName: talent.name,
      talentKind: talent.kind,
      idCard: maskIdCard(talent.idCard),
      rewardType: parsed.data.rewardType,
      amountFen,
      amount: formatFen(amountFen),
      applyReason: parsed.data.applyReason,
      attachments: parsed.data.attachments.map((file) => ({
        filePath: file.filePath,
        url: file.filePath,
        name: file.name ?? '',
      })),
      status: 'pending',
      orgName: account.orgName,
      reviewReason: null,
      reviewerName: null,
      createdAt: NOW(),
      reviewedAt: null,
    });
    return ok({ id }, '已提交，请等待管理单位审核');
  }),
  http.post(api(API.rewardReviewDecide), async ({ request }) => {
    const account = who(request);
    if (account instanceof Response) return account;
    if (!isReviewer(account)) return fail(ApiCode.FORBIDDEN, '没有权限访问该功能');
    const parsed = parseOr(reviewDecideSchema, await request.json());
    if ('response' in parsed) return parsed.response;
    const reward = talentStore().rewards.find((item) => item.id === parsed.data.id);
    if (!reward) return fail(ApiCode.NOT_FOUND, '记录不存在');
    if (reward.status !== 'pending') return fail(ApiCode.DUPLICATE, '该申请已被审核，不能重复处理');
    const approved = parsed.data.decision === 'approve';
    Object.assign(reward, {
      status: approved ? 'approved' : 'rejected',
      reviewReason: approved ? null : parsed.data.reason,
      reviewerName: account.username,
      reviewedAt: NOW(),
    });
    return ok(undefined, approved ? '已通过该奖励申请' : '已驳回该奖励申请');
  }),
];
