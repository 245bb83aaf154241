import { http } from 'msw';
import { ApiCode } from '../../contracts/envelope';
import { newsDetailQuerySchema, newsListQuerySchema } from '../../contracts/news';
import { API } from '../../contracts/paths';
import { dictQuerySchema } from '../../contracts/register';
import { mockDb } from '../db';
import { accountOf } from './auth';
import { api, fail, ok, parseOr, queryOf } from '../respond';

/** Realistic dictionary values (SPEC §3: 1 industry, 2 unit type, 3 school level, 4 nature, 5 scale). */
export const MOCK_DICTIONARIES: Record<number, { value: string; code: string }[]> = {
  1: [
    '信息传输、软件和信息技术服务业',
    '制造业',
    '科学研究和技术服务业',
    '金融业',
    '批发和零售业',
    '文化、体育和娱乐业',
  ].map((value, index) => ({ value, code: `IND${String(index + 1).padStart(2, '0')}` })),
  2: ['机关单位', '事业单位', '社会团体', '民办非企业单位'].map((value, index) => ({
    value,
    code: `UNIT${index + 1}`,
  })),
  3: ['研究生院', '本科院校', '高职高专院校', '中等职业学校'].map((value, index) => ({
    value,
    code: `EDU${index + 1}`,
  })),
  4: ['国有企业', '民营企业', '外资企业', '中外合资企业', '集体企业'].map((value, index) => ({
    value,
    code: `NAT${index + 1}`,
  })),
  5: ['20 人以下', '20-99 人', '100-499 人', '500-999 人', '1000 人及以上'].map((value, index) => ({
    value,
    code: `SCALE${index + 1}`,
  })),
};

const TINY_PNG_PATH = '/uploads/mock-certificate.png';

export const portalHandlers = [
  http.get(api(API.dict), ({ request }) => {
    const parsed = parseOr(dictQuerySchema, queryOf(request));
    if ('response' in parsed) return parsed.response;
    return ok(MOCK_DICTIONARIES[parsed.data.type]);
  }),
  http.post(api(API.upload), () => ok({ filePath: TINY_PNG_PATH, url: TINY_PNG_PATH }, '上传成功')),
  http.get(api(API.newsList), ({ request }) => {
    const parsed = parseOr(newsListQuerySchema, queryOf(request));
    if ('response' in parsed) return parsed.response;
    const { category, keywords, currPage, limit } = parsed.data;
    const matching = mockDb.current.news.filter(
      (item) => (!category || item.category === category) && (!keywords || item.title.includes(keywords)),
    );
    const list = matching
      .slice((currPage - 1) * limit, currPage * limit)
      .map(({ content: _content, ...summary }) => summary);
    return ok({ list, total: matching.length });
  }),
  http.get(api(API.newsDetail), ({ request }) => {
    const parsed = parseOr(newsDetailQuerySchema, queryOf(request));
    if ('response' in parsed) return parsed.response;
    const item = mockDb.current.news.find((candidate) => candidate.id === parsed.data.id);
    return item ? ok(item) : fail(ApiCode.NOT_FOUND, '文章不存在');
  }),
  http.get(api(API.blockNumber), ({ request }) => {
    if (!accountOf(request)) return fail(ApiCode.SESSION_EXPIRED, '登录已过期，请重新登录');
    return ok(128);
  }),
  http.get(api(API.transactions), ({ request }) => {
    if (!accountOf(request)) return fail(ApiCode.SESSION_EXPIRED, '登录已过期，请重新登录');
    const today = new Date('2026-11-21T00:00:00+08:00').getTime();
    return ok(
      Array.from({ length: 30 }, (_, index) => {
        const day = new Date(today - (29 - index) * 86_400_000);
        const time1 = `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
        return { time1, allData: (index * 7) % 23 };
      }),
    );
  }),
];
