import { http } from 'msw';
import { DICTIONARIES } from '../../contracts/dictionaries';
import { ApiCode } from '../../contracts/codes';
import { newsDetailQuerySchema, newsListQuerySchema } from '../../contracts/news';
import { API } from '../../contracts/paths';
import { dictQuerySchema } from '../../contracts/register';
import { DAY_MS, shanghaiDate, shanghaiDayStart } from '../../utils/shanghai-date';
import { mockDb } from '../db';
import { callerOf } from './auth';
import { api, fail, ok, parseOr, queryOf } from '../respond';

const TINY_PNG_PATH = '/uploads/mock-certificate.png';

export const portalHandlers = [
  http.get(api(API.dict), ({ request }) => {
    const parsed = parseOr(dictQuerySchema, queryOf(request));
    if ('response' in parsed) return parsed.response;
    return ok(DICTIONARIES[parsed.data.type] ?? []);
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
    const caller = callerOf(request, API.blockNumber);
    if (caller instanceof Response) return caller;
    return ok(128);
  }),
  http.get(api(API.transactions), () => {
    const today = shanghaiDayStart('2026-11-21').getTime();
    return ok(
      Array.from({ length: 30 }, (_, index) => {
        const time1 = shanghaiDate(today - (29 - index) * DAY_MS);
        return { time1, allData: (index * 7) % 23 };
      }),
    );
  }),
];
