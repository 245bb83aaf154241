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
} as const;

/** Not under the base. */
export const HEALTH_PATH = '/health';
