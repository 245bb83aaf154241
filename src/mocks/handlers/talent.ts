import { http } from 'msw';
import { ApiCode } from '../../contracts/codes';
import { API } from '../../contracts/paths';
import { idQuerySchema, reviewDecideSchema } from '../../contracts/review';
import {
  FILING_STATUSES,
  TALENT_KIND_LABELS,
  talentDraftSchema,
  talentListQuerySchema,
  talentSubmitSchema,
  type TalentDetail,
  type TalentSummary,
  type TalentValues,
} from '../../contracts/talent';
import {
  formatFen,
  REWARD_STATUSES,
  rewardCreateSchema,
  rewardListQuerySchema,
  yuanToFen,
  type RewardApplication,
} from '../../contracts/reward';
import { maskIdCard } from '../../utils/id-card';
import { maskPhone } from '../../utils/mask';
import { talentDetailPath } from '../../contracts/app-paths';
import { appendMockTx } from '../chain';
import { pushMockNotification } from './notifications';
import { mockDb, type MockAccount, type MockDb } from '../db';
import { callerOf } from './auth';
import { api, fail, listCounts, ok, parseOr, queryOf } from '../respond';

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

/**
 * The server's keyword search on a filing, ignoring case: its name, ID number or mobile, and for the lists of every
 * organisation its organisation's name.
 */
function filingMatches(filing: TalentDetail, keywords: string | undefined, withOrganisation: boolean): boolean {
  if (!keywords) return true;
  const wanted = keywords.toLowerCase();
  const searched = [filing.name, filing.idCard, filing.mobile, ...(withOrganisation ? [filing.orgName] : [])];
  return searched.some((value) => value.toLowerCase().includes(wanted));
}

function page<T>(items: T[], currPage: number, limit: number) {
  return items.slice((currPage - 1) * limit, currPage * limit);
}

async function save(account: MockAccount, values: TalentValues, submit: boolean): Promise<Response> {
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
      submitTxHash: null,
      txHash: null,
      ...state,
    };
    store.filings.push(filing);
  }
  // D9: a submission is a ledger transaction; the mock seals it at once.
  if (submit) filing.submitTxHash = await appendMockTx('talent.submitted', `talent:${filing.id}`);
  return ok({ id: filing.id }, submit ? '已提交，请等待管理单位审核' : '草稿已保存');
}

/** Talent filings, reward applications and their review, on the shared contract. */
export const talentHandlers = [
  http.get(api(API.talentList), ({ request }) => {
    const account = callerOf(request, API.talentList);
    if (account instanceof Response) return account;
    const parsed = parseOr(talentListQuerySchema, queryOf(request));
    if ('response' in parsed) return parsed.response;
    const { kind, status, keywords, currPage, limit } = parsed.data;
    const everyone = account.roles.includes('admin');
    const own = talentStore()
      .filings.filter((item) => everyone || item.owner === account.username)
      .filter((item) => (!kind || item.kind === kind) && filingMatches(item, keywords, everyone))
      .sort((a, b) => b.id - a.id);
    const matching = own.filter((item) => !status || item.status === status);
    return ok({
      list: page(matching, currPage, limit).map(summaryOf),
      ...listCounts(own, FILING_STATUSES, { chosen: status, tallied: everyone && !keywords }),
    });
  }),
  http.get(api(API.talentDetail), ({ request }) => {
    const account = callerOf(request, API.talentDetail);
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
    const account = callerOf(request, API.talentSave);
    if (account instanceof Response) return account;
    if (!isOrganisation(account)) return fail(ApiCode.FORBIDDEN, '只有单位账号可以办理人才登记');
    const parsed = parseOr(talentDraftSchema, await request.json());
    if ('response' in parsed) return parsed.response;
    return save(account, parsed.data, false);
  }),
  http.post(api(API.talentSubmit), async ({ request }) => {
    const account = callerOf(request, API.talentSubmit);
    if (account instanceof Response) return account;
    if (!isOrganisation(account)) return fail(ApiCode.FORBIDDEN, '只有单位账号可以办理人才登记');
    const parsed = parseOr(talentSubmitSchema, await request.json());
    if ('response' in parsed) return parsed.response;
    return save(account, parsed.data, true);
  }),
  http.get(api(API.talentReviewList), ({ request }) => {
    const account = callerOf(request, API.talentReviewList);
    if (account instanceof Response) return account;
    const parsed = parseOr(talentListQuerySchema, queryOf(request));
    if ('response' in parsed) return parsed.response;
    const { kind, status, keywords, currPage, limit } = parsed.data;
    const submitted = talentStore().filings.filter(
      (item) => item.status !== 'draft' && (!kind || item.kind === kind) && filingMatches(item, keywords, true),
    );
    const matching = submitted.filter((item) => !status || item.status === status);
    return ok({
      list: page(matching, currPage, limit).map(summaryOf),
      ...listCounts(submitted, FILING_STATUSES, { chosen: status, tallied: !keywords }),
    });
  }),
  http.post(api(API.talentReviewDecide), async ({ request }) => {
    const account = callerOf(request, API.talentReviewDecide);
    if (account instanceof Response) return account;
    const parsed = parseOr(reviewDecideSchema, await request.json());
    if ('response' in parsed) return parsed.response;
    const filing = talentStore().filings.find((item) => item.id === parsed.data.id && item.status !== 'draft');
    if (!filing) return fail(ApiCode.NOT_FOUND, '记录不存在');
    if (filing.status !== 'pending') return fail(ApiCode.DUPLICATE, '该申请已被审核，不能重复处理');
    const approved = parsed.data.decision === 'approve';
    const decided = approved ? 'approved' : 'rejected';
    const txHash = await appendMockTx('talent.decided', `talent:${filing.id}:${decided}`);
    Object.assign(filing, {
      status: decided,
      reviewReason: approved ? null : parsed.data.reason,
      reviewerName: account.username,
      reviewedAt: NOW(),
      txHash: approved ? txHash : null,
    });
    pushMockNotification(filing.owner, {
      title: `${TALENT_KIND_LABELS[filing.kind]}登记${approved ? '已通过审核' : '未通过审核'}：${filing.name}`,
      body: approved
        ? `${filing.name}的${TALENT_KIND_LABELS[filing.kind]}登记已通过管理单位审核，登记结果已记录上链。`
        : `${filing.name}的${TALENT_KIND_LABELS[filing.kind]}登记未通过管理单位审核。原因：${parsed.data.reason}`,
      link: talentDetailPath(filing.kind, filing.id),
    });
    return ok(undefined, approved ? '已通过该人才登记' : '已驳回该人才登记');
  }),
  http.get(api(API.rewardTalents), ({ request }) => {
    const account = callerOf(request, API.rewardTalents);
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
      const account = callerOf(request, path);
      if (account instanceof Response) return account;
      const review = path === API.rewardReviewList;
      const parsed = parseOr(rewardListQuerySchema, queryOf(request));
      if ('response' in parsed) return parsed.response;
      const { status, rewardType, keywords, currPage, limit } = parsed.data;
      const everyone = review || account.roles.includes('admin');
      const store = talentStore();
      // As the server: the talent's name or ID number, or (every organisation's list) the organisation's name.
      const found = (item: RewardApplication) => {
        const talent = store.filings.find((filing) => filing.id === item.talentId);
        const wanted = keywords?.toLowerCase() ?? '';
        return (
          !keywords ||
          [talent?.name ?? '', talent?.idCard ?? '', ...(everyone ? [item.orgName] : [])].some((value) =>
            value.toLowerCase().includes(wanted),
          )
        );
      };
      const scoped = store.rewards
        .filter((item) => everyone || item.owner === account.username)
        .filter((item) => (!rewardType || item.rewardType === rewardType) && found(item))
        .sort((a, b) => b.id - a.id);
      const matching = scoped.filter((item) => !status || item.status === status);
      return ok({
        list: page(matching, currPage, limit).map(({ owner: _owner, ...item }) => item),
        ...listCounts(scoped, REWARD_STATUSES, { chosen: status, tallied: everyone && !keywords }),
      });
    }),
  ),
  http.post(api(API.rewardCreate), async ({ request }) => {
    const account = callerOf(request, API.rewardCreate);
    if (account instanceof Response) return account;
    if (!isOrganisation(account)) return fail(ApiCode.FORBIDDEN, '只有单位账号可以办理人才登记');
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
      submitTxHash: await appendMockTx('reward.submitted', `reward:${id}`),
      txHash: null,
    });
    return ok({ id }, '已提交，请等待管理单位审核');
  }),
  http.post(api(API.rewardReviewDecide), async ({ request }) => {
    const account = callerOf(request, API.rewardReviewDecide);
    if (account instanceof Response) return account;
    const parsed = parseOr(reviewDecideSchema, await request.json());
    if ('response' in parsed) return parsed.response;
    const reward = talentStore().rewards.find((item) => item.id === parsed.data.id);
    if (!reward) return fail(ApiCode.NOT_FOUND, '记录不存在');
    if (reward.status !== 'pending') return fail(ApiCode.DUPLICATE, '该申请已被审核，不能重复处理');
    const approved = parsed.data.decision === 'approve';
    const decided = approved ? 'approved' : 'rejected';
    const txHash = await appendMockTx('reward.decided', `reward:${reward.id}:${decided}`);
    Object.assign(reward, {
      status: decided,
      reviewReason: approved ? null : parsed.data.reason,
      reviewerName: account.username,
      reviewedAt: NOW(),
      txHash: approved ? txHash : null,
    });
    return ok(undefined, approved ? '已通过该奖励申请' : '已驳回该奖励申请');
  }),
  /** Public figures of the talent portal's home, counted like the server (approved only). */
  http.get(api(API.portalStats), () => {
    const { filings, rewards } = talentStore();
    const approved = (items: readonly { status: string }[]) => items.filter((item) => item.status === 'approved');
    return ok({
      organisations: approved(mockDb.current.accounts.filter(isOrganisation)).length,
      talents: approved(filings).length,
      rewards: approved(rewards).length,
    });
  }),
];
