import type { RouteObject } from 'react-router-dom';

/** Login, registration and password reset (SPEC §2). */
export const authRoutes: RouteObject[] = [];
