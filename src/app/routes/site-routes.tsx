import type { RouteObject } from 'react-router-dom';
// The home page is the landing page of most visits: bundled with the entry so /#/index needs one script.
import HomePage from '@/pages/site/home/home-page';

/**
 * The marketing site's pages (SPEC §2): home, platform, solutions, products, cases, the finance class, training,
 * partner recruitment, digital collectibles, services and about us. Children of the site layout.
 */
export const siteRoutes: RouteObject[] = [
  {
    path: '/index',
    handle: { title: '首页' },
    Component: HomePage,
  },
  {
    path: '/platform',
    handle: { title: '区块链应用构建平台' },
    lazy: async () => ({ Component: (await import('@/pages/site/platform/platform-page')).default }),
  },
  {
    path: '/solution',
    handle: { title: '行业解决方案' },
    lazy: async () => ({ Component: (await import('@/pages/site/solution/solution-page')).default }),
  },
  {
    path: '/product',
    handle: { title: '产品' },
    lazy: async () => ({ Component: (await import('@/pages/site/product/product-page')).default }),
  },
  {
    path: '/cases',
    handle: { title: '客户案例' },
    lazy: async () => ({ Component: (await import('@/pages/site/cases/cases-page')).default }),
  },
  {
    path: '/ghy',
    handle: { title: '金融科技人才培训班' },
    lazy: async () => ({ Component: (await import('@/pages/site/ghy/ghy-page')).default }),
  },
  {
    path: '/talentTrain',
    handle: { title: '人才培训' },
    lazy: async () => ({ Component: (await import('@/pages/site/talent-train/talent-train-page')).default }),
  },
  {
    path: '/partner',
    handle: { title: '合作伙伴招募' },
    lazy: async () => ({ Component: (await import('@/pages/site/partner/partner-page')).default }),
  },
  {
    path: '/digitalCollection',
    handle: { title: '数字藏品平台' },
    lazy: async () => ({
      Component: (await import('@/pages/site/digital-collection/digital-collection-page')).default,
    }),
  },
  {
    path: '/service',
    handle: { title: '支持与服务' },
    lazy: async () => ({ Component: (await import('@/pages/site/service/service-page')).default }),
  },
  {
    path: '/aboutus',
    handle: { title: '关于我们' },
    lazy: async () => ({ Component: (await import('@/pages/site/about-us/about-us-page')).default }),
  },
];
