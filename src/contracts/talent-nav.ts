/**
 * Talent-portal navigation (DECISIONS D7). Entries 2-7 are article categories;
 * 1 is the portal home and 8 the user centre.
 */
export const TALENT_NAV = [
  { nav: 1, label: '首页' },
  { nav: 2, label: '人才政策' },
  { nav: 3, label: '奖励申报' },
  { nav: 4, label: '办事指南' },
  { nav: 5, label: '新闻动态' },
  { nav: 6, label: '招聘信息' },
  { nav: 7, label: '培训信息' },
  { nav: 8, label: '用户中心' },
] as const;
export const ARTICLE_CATEGORIES = [2, 3, 4, 5, 6, 7] as const;

/** SPEC §9: an article list starts at page 1, 10 a page. */
export const NEWS_PAGE_SIZE = 10;
