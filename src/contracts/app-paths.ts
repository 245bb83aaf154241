// Plain constants, no zod: the route guard, layouts, pages, features and marketing content all link with these.
import type { TalentKind } from './talent';

/** In-app (hash) paths named in more than one place: one spelling each. */
export const HOME_PATH = '/index';
export const LOGIN_PATH = '/login';
export const USER_CENTRE_PATH = '/homepage/homepage';
export const TALENT_HOME_PATH = '/talent';
/** Where the mailed set-password link lands (`/#/activate?token=…`). */
export const ACTIVATE_PATH = '/activate';
/** D9: the public explorer and the trace result page. */
export const EXPLORER_PATH = '/explorer';
export const EXPLORER_BLOCK_PATH = '/explorer/block';
export const EXPLORER_TX_PATH = '/explorer/tx';
export const TRACE_PATH = '/trace';
export const ARTICLE_LIST_PATH = '/articlelist';
export const ARTICLE_DETAIL_PATH = '/articledetail';

/**
 * SPEC §2 public paths plus DECISIONS D7's /partner, /talent, /articlelist, /articledetail, D8's /activate, D9's
 * explorer and the trace result page.
 * Everything else needs a session.
 */
export const PUBLIC_PATHS = [
  LOGIN_PATH,
  '/register',
  '/forgetpwd',
  HOME_PATH,
  '/platform',
  '/aboutus',
  '/solution',
  '/product',
  '/service',
  '/cases',
  '/ghy',
  '/talentTrain',
  '/digitalCollection',
  '/404',
  '/401',
  '/partner',
  TALENT_HOME_PATH,
  ARTICLE_LIST_PATH,
  ARTICLE_DETAIL_PATH,
  ACTIVATE_PATH,
  EXPLORER_PATH,
  EXPLORER_BLOCK_PATH,
  EXPLORER_TX_PATH,
  TRACE_PATH,
] as const;

export function isPublicPath(pathname: string): boolean {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (PUBLIC_PATHS as readonly string[]).includes(normalised) || normalised === '/';
}

/** /login?redirect=<full target path with its query>. */
export function loginRedirectPath(fullPath: string): string {
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(fullPath)}`;
}

/** The page of one of the six industry solutions (src/content/solutions.ts ids). */
export function solutionPath(id: 1 | 2 | 3 | 4 | 5 | 6): string {
  return `/solution?id=${id}`;
}

/** Route paths of each talent kind (SPEC §2 names: commontalentlist, commondetail, commonregistration, …). */
export const TALENT_PATHS: Record<TalentKind, { list: string; detail: string; registration: string }> = {
  common: {
    list: '/talentregistration/commontalentlist',
    detail: '/talentregistration/commondetail',
    registration: '/talentregistration/commonregistration',
  },
  high: {
    list: '/talentregistration/hightalentlist',
    detail: '/talentregistration/highdetail',
    registration: '/talentregistration/highregistration',
  },
  graduates: {
    list: '/talentregistration/graduatestalentlist',
    detail: '/talentregistration/graduatesdetail',
    registration: '/talentregistration/graduatesregistration',
  },
};

/** The kind whose list, detail or registration page a path is (the three kinds share one page of each). */
export function talentKindOfPath(pathname: string): TalentKind | undefined {
  const kinds = Object.keys(TALENT_PATHS) as TalentKind[];
  return kinds.find((kind) => Object.values(TALENT_PATHS[kind]).some((path) => pathname.startsWith(path)));
}

/** The operations console (D8). */
export const OPS_PATHS = {
  users: '/account/users',
  audit: '/account/audit',
  articles: '/content/articles',
  articleEdit: '/content/articleedit',
  siteSettings: '/account/site',
  sessions: '/account/sessions',
} as const;

/** The console's edit page of one article (no id: a new one). */
export function articleEditPath(id?: number): string {
  return id ? `${OPS_PATHS.articleEdit}?id=${id}` : OPS_PATHS.articleEdit;
}

/** The public page of an article (D7), highlighting its column `nav`. */
export function articleDetailPath(id: number, nav: number): string {
  return `${ARTICLE_DETAIL_PATH}?id=${id}&nav=${nav}`;
}

/** The explorer page of a block (D9). */
export function explorerBlockPath(height: number): string {
  return `${EXPLORER_BLOCK_PATH}?height=${height}`;
}

/** The explorer page of a transaction (D9): what a filing's QR code and a trace step link to. */
export function explorerTxPath(txHash: string): string {
  return `${EXPLORER_TX_PATH}?hash=${txHash}`;
}

/** D15: the pages a notification opens, and the notification list itself. */
export const NOTIFICATION_LINKS = {
  list: '/notifications/index',
  rewards: '/rewardapply/rewardapply',
  account: '/account/accountmanagement',
} as const;

/** The detail page of an organisation's service request. */
export function serviceRequestPath(id: number): string {
  return `/service/inviteservicedetail?id=${id}`;
}

/** The detail page of a talent filing of its kind. */
export function talentDetailPath(kind: TalentKind, id: number): string {
  return `${TALENT_PATHS[kind].detail}?id=${id}`;
}
