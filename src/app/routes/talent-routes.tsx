import type { RouteObject } from 'react-router-dom';

/** Talent-platform public portal (DECISIONS D7): /talent, /articlelist, /articledetail. */
export const talentRoutes: RouteObject[] = [];
