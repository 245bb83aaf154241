import type { RouteObject } from 'react-router-dom';

/** Marketing site I (SPEC §2): home, platform, solutions, products, cases, finance class. Children of the site layout. */
export const siteRoutes: RouteObject[] = [];
