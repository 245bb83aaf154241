/** DECISIONS D3: every API path, relative to the base /shangchain/bsnApi. */
export const API_BASE_PATH = '/shangchain/bsnApi';

export const API = {
  login: '/login',
  logout: '/logout',
  userInfo: '/portal/user/info',
  userData: '/portal/user/data',
  changePassword: '/portal/user/password',
  register: '/portal/user/register',
  smsSend: '/portal/sms/send',
  emailSend: '/portal/email/send',
  forgetCode: '/portal/user/forget/code',
  forgetReset: '/portal/user/forget/reset',
  dict: '/portal/dict',
  upload: '/common/upload',
  applicationLead: '/api/email/sendEmail2',
  customEmail: '/index/sendCustomEmail',
  blockNumber: '/portal/chain/blockNumber',
  transactions: '/portal/chain/transactions',
  newsList: '/portal/news/list',
  newsDetail: '/portal/news/detail',
  reviewList: '/portal/review/list',
  reviewDetail: '/portal/review/detail',
  reviewDecide: '/portal/review/decide',
  leadsList: '/portal/leads/list',
  leadsStatus: '/portal/leads/status',
  leadsExport: '/portal/leads/export',
  serviceList: '/portal/service/list',
  serviceCreate: '/portal/service/create',
  serviceDetail: '/portal/service/detail',
  talentList: '/portal/talent/list',
  talentDetail: '/portal/talent/detail',
  talentSave: '/portal/talent/save',
  talentSubmit: '/portal/talent/submit',
  talentReviewList: '/portal/talent/review/list',
  talentReviewDecide: '/portal/talent/review/decide',
  rewardList: '/portal/reward/list',
  rewardCreate: '/portal/reward/create',
  rewardTalents: '/portal/reward/talents',
  rewardReviewList: '/portal/reward/review/list',
  rewardReviewDecide: '/portal/reward/review/decide',
  portalStats: '/portal/stats/overview',
  // Operations console (D8).
  adminUsersList: '/portal/admin/users/list',
  adminUsersCreate: '/portal/admin/users/create',
  adminUsersStatus: '/portal/admin/users/status',
  adminUsersReset: '/portal/admin/users/reset',
  userActivate: '/portal/user/activate',
  contentList: '/portal/content/list',
  contentDetail: '/portal/content/detail',
  contentSave: '/portal/content/save',
  contentPublish: '/portal/content/publish',
  contentDelete: '/portal/content/delete',
  auditList: '/portal/audit/list',
  auditExport: '/portal/audit/export',
  // D9: the public explorer, the verification and the traceability sample.
  chainBlocks: '/portal/chain/blocks',
  chainBlock: '/portal/chain/block',
  chainTx: '/portal/chain/tx',
  chainVerify: '/portal/chain/verify',
  // D12: the signed log over every transaction, its proofs and its witnesses.
  chainCheckpoint: '/portal/chain/checkpoint',
  chainKey: '/portal/chain/key',
  chainInclusionProof: '/portal/chain/proof/inclusion',
  chainConsistencyProof: '/portal/chain/proof/consistency',
  chainCosign: '/portal/chain/cosign',
  traceBatch: '/portal/trace/batch',
  // Trust: the sign-in code after many failures, two-factor sign-in for staff (docs/security.md).
  loginCode: '/portal/login/code',
  totpStatus: '/portal/user/totp',
  totpSetup: '/portal/user/totp/setup',
  totpEnable: '/portal/user/totp/enable',
  adminTotpPolicy: '/portal/admin/security/totp',
  adminUsersTotpReset: '/portal/admin/users/totp/reset',
  // D13: site facts at run time and the active sessions.
  siteSettings: '/portal/site/settings',
  adminSiteSettings: '/portal/admin/site/settings',
  adminSessionsList: '/portal/admin/sessions/list',
  adminSessionsEnd: '/portal/admin/sessions/end',
  // D15: an organisation's notifications.
  notificationsList: '/portal/notifications/list',
  notificationsRead: '/portal/notifications/read',
} as const;

/** Not under the base. */
export const HEALTH_PATH = '/health';
/** D13: Prometheus text format, for loopback or a Bearer METRICS_TOKEN. */
export const METRICS_PATH = '/metrics';
/** D13: the database answers and its migrations are applied (503 otherwise). */
export const READY_PATH = '/ready';
