// Plain constants, no zod: the SPA's route tables (entry chunk) read this file.
import { API } from './paths';

/** DECISIONS D4 roles. */
export const ROLES = ['admin', 'reviewer', 'enterprise', 'institution', 'school'] as const;
export type Role = (typeof ROLES)[number];

/** The admin rule (SPEC §6): the admin passes every rule of this file, so no group below names it. */
export const ADMIN_ROLE = 'admin' satisfies Role;

/** Role groups. */
export const ORGANISATIONS = ['enterprise', 'institution', 'school'] as const satisfies readonly Role[];
export const REVIEWERS = ['reviewer'] as const satisfies readonly Role[];
/** Nobody but the admin. */
export const ADMIN_ONLY = [] as const satisfies readonly Role[];

/**
 * Who may call a path: 'public' anyone, no session needed; 'session' any signed-in account; a list of roles:
 * those roles, and the admin.
 */
export type Access = 'public' | 'session' | readonly Role[];

export type ApiPath = (typeof API)[keyof typeof API];

/**
 * The one access table: every API path (relative to /shangchain/bsnApi, whatever the method) and who may call it.
 * Read by the server (plugins/auth.ts installs the guard of every route from here and refuses to start with a
 * route that has no line), the SPA's route tables (meta.roles) and user-centre entries, the MSW handlers and the
 * role-matrix tests. A new path in paths.ts without its line here is a type error.
 */
export const ACCESS = {
  [API.login]: 'public',
  [API.logout]: 'public',
  [API.userInfo]: 'session',
  [API.userData]: 'session',
  [API.changePassword]: 'session',
  [API.register]: 'public',
  [API.smsSend]: 'public',
  [API.emailSend]: 'public',
  [API.forgetCode]: 'public',
  [API.forgetReset]: 'public',
  [API.dict]: 'public',
  [API.upload]: 'public',
  [API.applicationLead]: 'public',
  [API.customEmail]: 'public',
  [API.blockNumber]: 'session',
  // Per-day counts only, no personal data: the public explorer shows them too (D9).
  [API.transactions]: 'public',
  [API.newsList]: 'public',
  [API.newsDetail]: 'public',
  // Counts only, no personal data.
  [API.portalStats]: 'public',
  [API.reviewList]: REVIEWERS,
  [API.reviewDetail]: REVIEWERS,
  [API.reviewDecide]: REVIEWERS,
  [API.leadsList]: ADMIN_ONLY,
  [API.leadsStatus]: ADMIN_ONLY,
  [API.leadsExport]: ADMIN_ONLY,
  [API.serviceList]: ORGANISATIONS,
  [API.serviceCreate]: ORGANISATIONS,
  [API.serviceDetail]: ORGANISATIONS,
  [API.talentList]: ORGANISATIONS,
  // The managing unit reads a submitted filing from its review queue.
  [API.talentDetail]: [...ORGANISATIONS, ...REVIEWERS],
  [API.talentSave]: ORGANISATIONS,
  [API.talentSubmit]: ORGANISATIONS,
  [API.talentReviewList]: REVIEWERS,
  [API.talentReviewDecide]: REVIEWERS,
  [API.rewardList]: ORGANISATIONS,
  [API.rewardCreate]: ORGANISATIONS,
  [API.rewardTalents]: ORGANISATIONS,
  [API.rewardReviewList]: REVIEWERS,
  [API.rewardReviewDecide]: REVIEWERS,
  // Operations console (D8). The set-password link is its own proof: no session.
  [API.adminUsersList]: ADMIN_ONLY,
  [API.adminUsersCreate]: ADMIN_ONLY,
  [API.adminUsersStatus]: ADMIN_ONLY,
  [API.adminUsersReset]: ADMIN_ONLY,
  [API.userActivate]: 'public',
  [API.contentList]: REVIEWERS,
  [API.contentDetail]: REVIEWERS,
  [API.contentSave]: REVIEWERS,
  [API.contentPublish]: REVIEWERS,
  [API.contentDelete]: REVIEWERS,
  [API.auditList]: ADMIN_ONLY,
  [API.auditExport]: ADMIN_ONLY,
  // D9: hashes, kinds and times only; anyone may check the ledger.
  [API.chainBlocks]: 'public',
  [API.chainBlock]: 'public',
  [API.chainTx]: 'public',
  [API.chainVerify]: 'public',
  // D12: the signed log, its proofs and witnesses' cosignatures (checked against LEDGER_WITNESSES, not a session).
  [API.chainCheckpoint]: 'public',
  [API.chainKey]: 'public',
  [API.chainInclusionProof]: 'public',
  [API.chainConsistencyProof]: 'public',
  [API.chainCosign]: 'public',
  [API.traceBatch]: 'public',
  [API.loginCode]: 'public',
  [API.totpStatus]: 'session',
  // Two-factor sign-in is for the staff who decide (admin and reviewers).
  [API.totpSetup]: REVIEWERS,
  [API.totpEnable]: REVIEWERS,
  [API.adminTotpPolicy]: ADMIN_ONLY,
  [API.adminUsersTotpReset]: ADMIN_ONLY,
  // D13: the site facts every visitor sees (no personal data); the admin changes them and ends sessions.
  [API.siteSettings]: 'public',
  [API.adminSiteSettings]: ADMIN_ONLY,
  [API.adminSessionsList]: ADMIN_ONLY,
  [API.adminSessionsEnd]: ADMIN_ONLY,
  // D15: each organisation account reads its own; the server scopes every query to the caller.
  [API.notificationsList]: ORGANISATIONS,
  [API.notificationsRead]: ORGANISATIONS,
} as const satisfies Record<ApiPath, Access>;

/** Besides a file's owner, who may read any attached upload (D10: owner, reviewer, admin). */
export const DOCUMENT_READERS = REVIEWERS satisfies Access;

/** The rule of a path, or undefined for a path that is not in the table. */
export function accessOf(path: string): Access | undefined {
  return Object.hasOwn(ACCESS, path) ? ACCESS[path as ApiPath] : undefined;
}

export function isAdmin(roles: readonly string[]): boolean {
  return roles.includes(ADMIN_ROLE);
}

/** Whether someone with `roles` (none: not signed in) passes `access`; the admin passes everything. */
export function mayAccess(roles: readonly string[], access: Access): boolean {
  if (access === 'public') return true;
  if (roles.length === 0) return false;
  if (access === 'session' || isAdmin(roles)) return true;
  return roles.some((role) => (access as readonly string[]).includes(role));
}

/**
 * Every role that may call `path`, the admin included: the meta.roles of the pages built on that call, and the
 * roles of the user-centre entries that open them.
 */
export function rolesFor(path: ApiPath): readonly Role[] {
  const access: Access = ACCESS[path];
  if (access === 'public' || access === 'session') return ROLES;
  return [...access, ADMIN_ROLE];
}
