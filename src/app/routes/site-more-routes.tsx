import type { RouteObject } from 'react-router-dom';

/** Marketing site II (SPEC §2): training, partner recruitment, digital collectibles, services, about us. Children of the site layout. */
export const siteMoreRoutes: RouteObject[] = [];
