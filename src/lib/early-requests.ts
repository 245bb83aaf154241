// Relative imports only: vite.config.ts reads this table to write index.html's route script.
import {
  ARTICLE_DETAIL_PATH,
  ARTICLE_LIST_PATH,
  EXPLORER_BLOCK_PATH,
  EXPLORER_PATH,
  EXPLORER_TX_PATH,
  TRACE_PATH,
} from '../contracts/app-paths';
import { API } from '../contracts/paths';
import { ARTICLE_CATEGORIES, NEWS_PAGE_SIZE } from '../contracts/talent-nav';

/**
 * The public requests the explorer's pages, the trace page and the talent portal's article pages make first, started by index.html's route script
 * (vite.config.ts routePreload) while the HTML is parsed, so that the answer is there when the page's code runs
 * (early-answers.ts takes it). Each request names its API path and its query: a constant, or a parameter of the
 * page's address checked as the page checks it (a value the page would not ask for starts no request).
 */
export interface AddressValue {
  /** The parameter of the page's address (`#/explorer/tx?hash=…`). */
  param: string;
  /** What the page accepts, after trimming (and lower-casing). */
  pattern: string;
  lower?: boolean;
}

export interface EarlyRequest {
  path: string;
  query: [name: string, value: string | AddressValue][];
  /**
   * Not when the address carries one of these: it names what the page looks up first (a block's height before its
   * hash), or the page then asks for something else (a search, another page of a list).
   */
  unless?: AddressValue[];
  /**
   * Then one request per item of a list in the answer's data (a trace batch's steps and their transactions), at low
   * priority: the page uses them after its first paint, and the page's own scripts come first.
   */
  each?: { list: string; path: string; name: string; field: string };
}

const HASH = '^[0-9a-f]{64}$';
// A height as the page writes it back (no leading zeros): the key then matches the page's request.
const HEIGHT: AddressValue = { param: 'height', pattern: '^[1-9]\\d{0,9}$' };
// An article's id as the page writes it into its request (a number: no leading zeros).
const ARTICLE_ID: AddressValue = { param: 'id', pattern: '^[1-9]\\d{0,9}$' };
const ARTICLE_COLUMN: AddressValue = { param: 'nav', pattern: `^[${ARTICLE_CATEGORIES.join('')}]$` };
/** A search, or a page of the list after the first: the page then asks for something else. */
const SEARCH_OR_LATER_PAGE: AddressValue[] = [
  { param: 'keywords', pattern: '.' },
  { param: 'page', pattern: '^(?!1$).' },
];

export const EARLY_REQUESTS: Record<string, EarlyRequest[]> = {
  // src/pages/explorer/explorer-page.tsx: the first page of blocks and the 30-day counts.
  [EXPLORER_PATH]: [
    {
      path: API.chainBlocks,
      query: [
        ['currPage', '1'],
        ['limit', '10'],
      ],
    },
    { path: API.transactions, query: [] },
  ],
  // src/pages/explorer/explorer-block-page.tsx: the block (by height, else by hash) and the ledger's height.
  [EXPLORER_BLOCK_PATH]: [
    { path: API.chainBlock, query: [['height', HEIGHT]] },
    { path: API.chainBlock, query: [['hash', { param: 'hash', pattern: HASH, lower: true }]], unless: [HEIGHT] },
    {
      path: API.chainBlocks,
      query: [
        ['currPage', '1'],
        ['limit', '1'],
      ],
    },
  ],
  // src/pages/explorer/explorer-tx-page.tsx
  [EXPLORER_TX_PATH]: [{ path: API.chainTx, query: [['hash', { param: 'hash', pattern: HASH, lower: true }]] }],
  // src/pages/trace/trace-page.tsx: the batch, then the transaction of each step it checks.
  [TRACE_PATH]: [
    {
      path: API.traceBatch,
      query: [['batch', { param: 'batch', pattern: '.' }]],
      each: { list: 'steps', path: API.chainTx, name: 'hash', field: 'txHash' },
    },
  ],
  // src/pages/talent/article-list-page.tsx: the column's first page, as it asks without a search.
  [ARTICLE_LIST_PATH]: [
    {
      path: API.newsList,
      query: [
        ['currPage', '1'],
        ['limit', String(NEWS_PAGE_SIZE)],
        ['category', ARTICLE_COLUMN],
      ],
      unless: SEARCH_OR_LATER_PAGE,
    },
  ],
  // src/pages/talent/article-detail-page.tsx
  [ARTICLE_DETAIL_PATH]: [{ path: API.newsDetail, query: [['id', ARTICLE_ID]] }],
};

/** The key of an answer: the API path and its query as the route script writes it. */
export function earlyRequestKey(path: string, query: readonly (readonly [string, string | number])[]): string {
  if (query.length === 0) return path;
  return `${path}?${query.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`).join('&')}`;
}

/** Where the route script leaves its answers (a global: the script runs before any module). */
export const EARLY_ANSWERS_GLOBAL = '__earlyAnswers';

/** What the route script keeps of an answer: its HTTP status and JSON body; null when none came or it was not JSON. */
export type EarlyAnswer = { status: number; body: unknown } | null;

/** One request of the route script: its answer to wait for, and that answer once it has come (`done`). */
export interface EarlyEntry {
  promise: Promise<EarlyAnswer>;
  done: boolean;
  answer: EarlyAnswer;
}

/** The route script's global: when it asked (Date.now()) and each request by its key (earlyRequestKey). */
export interface EarlyAnswers {
  at: number;
  answers: Record<string, EarlyEntry | undefined>;
}

/**
 * The script, as index.html carries it: `route` and `query` are the route script's variables (the route of the
 * address and its query), `base` is the API's base path. Plain ES2017 and no imports: it runs before any module.
 */
export function earlyRequestScript(base: string): string {
  const table = JSON.stringify(EARLY_REQUESTS);
  return (
    `(function(route,query){var t=${table}[route];if(!t)return;` +
    `var a={};window[${JSON.stringify(EARLY_ANSWERS_GLOBAL)}]={at:Date.now(),answers:a};` +
    `var v=function(s){var x=(query.get(s.param)||'').trim();if(s.lower)x=x.toLowerCase();` +
    `return new RegExp(s.pattern).test(x)?x:null};` +
    `var q=function(n,x){return encodeURIComponent(n)+'='+encodeURIComponent(x)};` +
    `var go=function(k,low){var e=a[k]={done:false,answer:null};` +
    `return e.promise=fetch(${JSON.stringify(base)}+k,{headers:{Accept:'application/json'},priority:low?'low':'high'})` +
    `.then(function(r){return r.json().then(function(b){return{status:r.status,body:b}})})` +
    `.catch(function(){return null}).then(function(n){e.done=true;e.answer=n;return n})};` +
    `t.forEach(function(r){if(r.unless&&r.unless.some(function(s){return v(s)!==null}))return;var p=[];` +
    `for(var i=0;i<r.query.length;i++){var e=r.query[i],x=typeof e[1]==='string'?e[1]:v(e[1]);` +
    `if(x===null)return;p.push(q(e[0],x))}` +
    `var s=go(r.path+(p.length?'?'+p.join('&'):''));` +
    `if(r.each)s.then(function(n){var d=n&&n.body&&n.body.code===0&&n.body.data,l=d&&d[r.each.list];` +
    `if(Array.isArray(l))l.forEach(function(i){if(typeof i[r.each.field]==='string')` +
    `go(r.each.path+'?'+q(r.each.name,i[r.each.field]),true)})})})})`
  );
}
