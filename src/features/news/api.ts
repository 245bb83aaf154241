import type { AxiosRequestConfig } from 'axios';
import type { NewsDetail, NewsList, NewsListQuery } from '@/contracts/news';
import { API } from '@/contracts/paths';
import { NEWS_PAGE_SIZE } from '@/contracts/talent-nav';
import { earlyOr } from '@/lib/early-answers';
import { getData } from '@/lib/request';

/** A call that says its own errors (`silentError`) takes an early answer's refusal as its own. */
const quiet = (config?: AxiosRequestConfig) => Boolean(config?.silentError);

/**
 * GET /portal/news/list. A column's list without a search may already be on its way: index.html's route script asks
 * for the first page of /articlelist's column (src/lib/early-requests.ts) in the same order of parameters.
 */
export function fetchNewsList(query: NewsListQuery, config?: AxiosRequestConfig): Promise<NewsList> {
  const params = { currPage: 1, limit: NEWS_PAGE_SIZE, ...query };
  const request = () => getData<NewsList>(API.newsList, params, config);
  if (params.category === undefined || params.keywords) return request();
  return earlyOr(
    API.newsList,
    [
      ['currPage', Number(params.currPage)],
      ['limit', Number(params.limit)],
      ['category', Number(params.category)],
    ],
    quiet(config),
    request,
  );
}

/** GET /portal/news/detail?id= (index.html's route script may have asked already: src/lib/early-requests.ts). */
export function fetchNewsDetail(id: number, config?: AxiosRequestConfig): Promise<NewsDetail> {
  return earlyOr(API.newsDetail, [['id', id]], quiet(config), () =>
    getData<NewsDetail>(API.newsDetail, { id }, config),
  );
}
