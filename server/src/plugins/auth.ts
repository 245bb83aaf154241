import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler, RouteOptions } from 'fastify';
import { accessOf, isAdmin, mayAccess, REVIEWERS, type Access, type Role } from '#contracts/access';
import { TOTP_MESSAGES } from '#contracts/auth';
import { API_MESSAGES } from '#contracts/api-messages';
import type { UserType } from '#contracts/auth';
import { ApiCode } from '#contracts/codes';
import { API, API_BASE_PATH } from '#contracts/paths';
import type { AppContext } from '../context';
import { authPolicy, sessions, users } from '../db/schema';
import { sha256 } from '../lib/crypto';
import { ApiError } from '../lib/errors';
import { DOCS_PREFIX } from './security';

/** D5 sliding expiry: 2 h idle, or 7 days with auto-login. */
export const SESSION_TTL_MS = 2 * 3600 * 1000;
export const REMEMBER_TTL_MS = 7 * 24 * 3600 * 1000;
/** Staff sessions (admin, reviewer) end after 30 minutes without a request, auto-login or not (docs/security.md). */
export const STAFF_IDLE_MS = 30 * 60_000;
/** D10 absolute lifetime from sign-in, however active the session: 12 h, or 30 days with auto-login. */
export const SESSION_MAX_MS = 12 * 3600 * 1000;
export const REMEMBER_MAX_MS = 30 * 24 * 3600 * 1000;
/** Sliding expiry is written at most once a minute per session. */
const SLIDE_STEP_MS = 60_000;

/** The SPA's session cookie (src/lib/cookies.ts), read only for the API docs page (see protectDocs). */
const SPA_TOKEN_COOKIE = 'Admin-Token';

export interface AuthUser {
  id: number;
  sessionId: number;
  username: string;
  role: Role;
  userType: UserType | null;
  orgName: string;
  email: string;
  phone: string;
  principalName: string;
  /** Whether the account signs in with a second factor (staff only). */
  totpEnrolled: boolean;
}

/** How long a session lasts without a request: 30 minutes for staff, else 2 hours (7 days with auto-login). */
export function idleTtl(role: string, remember: boolean): number {
  if (mayAccess([role as Role], REVIEWERS)) return STAFF_IDLE_MS;
  return remember ? REMEMBER_TTL_MS : SESSION_TTL_MS;
}

/**
 * While the admin requires two-factor sign-in of staff, a staff account that has not enrolled may call only these:
 * enough to see who it is, enrol, and sign out.
 */
const BEFORE_ENROLMENT = new Set<string>([API.userInfo, API.userData, API.totpStatus, API.totpSetup, API.totpEnable]);

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyInstance {
    /** Every route registered after registerAuth (method + full URL), e.g. for the role-matrix tests. */
    routeTable: RouteEntry[];
  }
}

export interface RouteEntry {
  method: string;
  url: string;
  /** Its rule from src/contracts/access.ts; null for the routes outside the API base (files, health, docs). */
  access: Access | null;
}

/** Marks the guards installed from the access table (Fastify copies a GET's options into its HEAD route). */
const INSTALLED = Symbol('accessGuard');
type Guard = preValidationAsyncHookHandler & { [INSTALLED]?: true };

const asList = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/**
 * Authorization: Bearer <token>, and nothing else: a token in a URL (`?token=`) would end up in proxy and CDN logs,
 * histories and Referer headers, so it is accepted nowhere (docs/security.md).
 */
export function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] || undefined;
}

export const SESSION_EXPIRED = new ApiError(ApiCode.SESSION_EXPIRED, API_MESSAGES.sessionExpired);
export const FORBIDDEN = new ApiError(ApiCode.FORBIDDEN, API_MESSAGES.forbidden);

export async function authenticate(ctx: AppContext, token: string | undefined): Promise<AuthUser> {
  if (!token || token.length > 200) throw SESSION_EXPIRED;
  const now = ctx.now();
  const [row] = await ctx.db
    .select({
      sessionId: sessions.id,
      remember: sessions.remember,
      expiresAt: sessions.expiresAt,
      createdAt: sessions.createdAt,
      id: users.id,
      username: users.username,
      role: users.role,
      userType: users.userType,
      status: users.status,
      orgName: users.orgName,
      email: users.email,
      phone: users.phone,
      principalName: users.principalName,
      totpEnrolled: sql<boolean>`${users.totpSecret} is not null`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sha256(token)), gt(sessions.expiresAt, now)))
    .limit(1);
  if (!row || row.status !== 'approved') throw SESSION_EXPIRED;
  const endsAt = row.createdAt.getTime() + (row.remember ? REMEMBER_MAX_MS : SESSION_MAX_MS);
  if (now.getTime() >= endsAt) throw SESSION_EXPIRED;
  const ttl = idleTtl(row.role, row.remember);
  const expiresAt = new Date(Math.min(now.getTime() + ttl, endsAt));
  if (expiresAt.getTime() - row.expiresAt.getTime() >= SLIDE_STEP_MS)
    await ctx.db.update(sessions).set({ expiresAt, lastSeenAt: now }).where(eq(sessions.id, row.sessionId));
  return {
    totpEnrolled: Boolean(row.totpEnrolled),
    id: row.id,
    sessionId: row.sessionId,
    username: row.username,
    role: row.role as Role,
    userType: row.userType as UserType | null,
    orgName: row.orgName,
    email: row.email ?? '',
    phone: row.phone ?? '',
    principalName: row.principalName,
  };
}

/** The signed-in caller of a public route, or null (no token, or one that is no longer valid). */
export async function optionalUser(ctx: AppContext, request: FastifyRequest): Promise<AuthUser | null> {
  const token = tokenOf(request);
  if (!token) return null;
  try {
    return await authenticate(ctx, token);
  } catch {
    return null;
  }
}

/** The rule of a route under the API base, null outside it; a route missing from the table stops the server. */
function accessOfRoute(route: RouteOptions): Access | null {
  const { url } = route;
  if (!url.startsWith(`${API_BASE_PATH}/`) || url === DOCS_PREFIX || url.startsWith(`${DOCS_PREFIX}/`)) return null;
  const access = accessOf(url.slice(API_BASE_PATH.length));
  if (!access)
    throw new Error(
      `${asList(route.method).join(',')} ${url} has no line in src/contracts/access.ts (who may call it)`,
    );
  return access;
}

/**
 * Installs the guard of every API route from the access table. Guards run before body/query validation
 * (preValidation): someone who may not call a route gets 10004/10005 whatever they send, never a validation
 * message that describes the route's payload.
 */
export function registerAuth(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('user', null);
  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    const access = accessOfRoute(route);
    const hooks = asList(route.preValidation as Guard | Guard[] | undefined);
    if (access !== null && access !== 'public' && !hooks.some((hook) => hook[INSTALLED])) {
      const beforeEnrolment = BEFORE_ENROLMENT.has(route.url.slice(API_BASE_PATH.length));
      const guard: Guard = async (request) => {
        const user = await authenticate(ctx, tokenOf(request));
        request.user = user;
        if (!mayAccess([user.role], access)) throw FORBIDDEN;
        if (!beforeEnrolment && !user.totpEnrolled && mayAccess([user.role], REVIEWERS)) {
          const [policy] = await ctx.db
            .select({ required: authPolicy.staffTotpRequired })
            .from(authPolicy)
            .where(eq(authPolicy.id, 1));
          if (policy?.required) throw new ApiError(ApiCode.FORBIDDEN, TOTP_MESSAGES.enrolFirst);
        }
      };
      guard[INSTALLED] = true;
      route.preValidation = [guard, ...hooks] as RouteOptions['preValidation'];
    }
    for (const method of asList(route.method))
      if (method !== 'HEAD') routeTable.push({ method, url: route.url, access });
  });
}

function cookieOf(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/**
 * D10: the API docs outside production, or to an admin. In production they need an admin session: the Bearer
 * header, or the SPA's own session cookie when an admin opens the docs page in the browser where they signed in.
 */
export function protectDocs(app: FastifyInstance, ctx: AppContext): void {
  if (!ctx.config.isProduction) return;
  app.addHook('onRequest', async (request) => {
    // The route Fastify matched (decoded and normalised by its router), never the raw URL: /%64ocs/json, //docs,
    // /x/../docs and the like reach the same docs routes and must meet the same guard.
    const path = request.routeOptions.url ?? '';
    if (path !== DOCS_PREFIX && !path.startsWith(`${DOCS_PREFIX}/`)) return;
    const user = await authenticate(ctx, tokenOf(request) ?? cookieOf(request, SPA_TOKEN_COOKIE));
    if (!isAdmin([user.role])) throw FORBIDDEN;
  });
}

/** The authenticated user of a guarded route. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw SESSION_EXPIRED;
  return request.user;
}
