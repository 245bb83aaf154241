import type { RouteObject } from 'react-router-dom';

/** Marketing site II (SPEC §2): training, partner recruitment, digital collectibles, services, about us. Children of the site layout. */
export const siteMoreRoutes: RouteObject[] = [
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
