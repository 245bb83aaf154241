import type { RouteObject } from 'react-router-dom';
import { EXPLORER_BLOCK_PATH, EXPLORER_PATH, EXPLORER_TX_PATH } from '@/contracts/app-paths';
import { explorerRoute } from './explorer-route';

/** Talent-platform public portal (DECISIONS D7): /talent, /articlelist, /articledetail; D9's explorer. */
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
      // D9: the public explorer, in the portal's frame.
      {
        path: EXPLORER_PATH,
        handle: { title: '区块链浏览器' },
        lazy: explorerRoute('explorer'),
      },
      {
        path: EXPLORER_BLOCK_PATH,
        handle: { title: '区块详情' },
        lazy: explorerRoute('block'),
      },
      {
        path: EXPLORER_TX_PATH,
        handle: { title: '交易详情' },
        lazy: explorerRoute('tx'),
      },
    ],
  },
];
