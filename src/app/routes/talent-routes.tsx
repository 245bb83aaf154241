import type { RouteObject } from 'react-router-dom';

/** Talent-platform public portal (DECISIONS D7): /talent, /articlelist, /articledetail. */
export const talentRoutes: RouteObject[] = [
  {
    lazy: async () => ({ Component: (await import('@/layouts/talent-layout')).default }),
    children: [
      {
        path: '/talent',
        handle: { title: '人才服务平台' },
        lazy: async () => ({ Component: (await import('@/pages/talent/talent-home-page')).default }),
      },
      {
        path: '/articlelist',
        handle: { title: '文章列表' },
        lazy: async () => ({ Component: (await import('@/pages/talent/article-list-page')).default }),
      },
      {
        path: '/articledetail',
        handle: { title: '文章详情' },
        lazy: async () => ({ Component: (await import('@/pages/talent/article-detail-page')).default }),
      },
    ],
  },
];
