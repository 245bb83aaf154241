import type { AxiosRequestConfig } from 'axios';
import type { NewsDetail, NewsList, NewsListQuery } from '@/contracts/news';
import { API } from '@/contracts/paths';
import { getData } from '@/lib/request';

/** SPEC §9: news queries start at page 1, 10 a page. */
export const NEWS_PAGE_SIZE = 10;

/** GET /portal/news/list */
export function fetchNewsList(query: NewsListQuery, config?: AxiosRequestConfig): Promise<NewsList> {
  return getData<NewsList>(API.newsList, { currPage: 1, limit: NEWS_PAGE_SIZE, ...query }, config);
}

/** GET /portal/news/detail?id= */
export function fetchNewsDetail(id: number, config?: AxiosRequestConfig): Promise<NewsDetail> {
  return getData<NewsDetail>(API.newsDetail, { id }, config);
}
