import { and, eq, gt } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler, RouteOptions } from 'fastify';
import type { Role, UserType } from '../../../src/contracts/auth';
import { ApiCode } from '../../../src/contracts/envelope';
import type { AppContext } from '../context';
import { sessions, users } from '../db/schema';
import { sha256 } from '../lib/crypto';
import { ApiError } from '../lib/errors';

export const SESSION_TTL_MS = 2 * 3600 * 1000;
export const REMEMBER_TTL_MS = 7 * 24 * 3600 * 1000;
/** Sliding expiry is written at most once a minute per session. */
const SLIDE_STEP_MS = 60_000;

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
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyInstance {
    /** preHandler: a valid session whose role is one of `roles` (any role when none given). */
    requireRoles: (...roles: Role[]) => preHandlerAsyncHookHandler;
    /** Every route registered after registerAuth (method + full URL), e.g. for the role-matrix test. */
    routeTable: RouteEntry[];
  }
}

export interface RouteEntry {
  method: string;
  url: string;
  /** The roles its requireRoles guard allows ([] = any logged-in user), or null when it has no guard. */
  guardedFor: Role[] | null;
}

/** Marks the functions made by requireRoles, so that onRoute can find them. */
const GUARD_ROLES = Symbol('requireRoles');
type Guard = preHandlerAsyncHookHandler & { [GUARD_ROLES]?: Role[] };

const asList = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/**
 * Role guards run before body/query validation (preValidation instead of preHandler): someone who may not call a
 * route gets 10004/10005 whatever they send, never a validation message that describes the route's payload.
 */
function hoistGuards(route: RouteOptions): Role[] | null {
  const handlers = asList(route.preHandler as Guard | Guard[] | undefined);
  const guards = handlers.filter((handler) => typeof handler === 'function' && handler[GUARD_ROLES]);
  if (guards.length === 0) return null;
  route.preHandler = handlers.filter((handler) => !guards.includes(handler)) as RouteOptions['preHandler'];
  route.preValidation = [...guards, ...asList(route.preValidation)] as RouteOptions['preValidation'];
  return guards.flatMap((guard) => guard[GUARD_ROLES] ?? []);
}

/** Authorization: Bearer <token>, or ?token= (GET /portal/user/info, SPEC §7). */
export function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header) {
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (match?.[1]) return match[1];
  }
  const query = request.query as { token?: unknown } | undefined;
  return typeof query?.token === 'string' && query.token ? query.token : undefined;
}

export const SESSION_EXPIRED = new ApiError(ApiCode.SESSION_EXPIRED, '登录已过期，请重新登录');

export async function authenticate(ctx: AppContext, token: string | undefined): Promise<AuthUser> {
  if (!token || token.length > 200) throw SESSION_EXPIRED;
  const now = ctx.now();
  const [row] = await ctx.db
    .select({
      sessionId: sessions.id,
      remember: sessions.remember,
      expiresAt: sessions.expiresAt,
      id: users.id,
      username: users.username,
      role: users.role,
      userType: users.userType,
      status: users.status,
      orgName: users.orgName,
      email: users.email,
      phone: users.phone,
      principalName: users.principalName,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sha256(token)), gt(sessions.expiresAt, now)))
    .limit(1);
  if (!row || row.status !== 'approved') throw SESSION_EXPIRED;
  const ttl = row.remember ? REMEMBER_TTL_MS : SESSION_TTL_MS;
  const expiresAt = new Date(now.getTime() + ttl);
  if (expiresAt.getTime() - row.expiresAt.getTime() >= SLIDE_STEP_MS)
    await ctx.db.update(sessions).set({ expiresAt }).where(eq(sessions.id, row.sessionId));
  return {
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

export function registerAuth(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('user', null);
  app.decorate('requireRoles', (...roles: Role[]) => {
    const guard: Guard = async (request: FastifyRequest, _reply: FastifyReply) => {
      const user = await authenticate(ctx, tokenOf(request));
      request.user = user;
      if (roles.length > 0 && user.role !== 'admin' && !roles.includes(user.role))
        throw new ApiError(ApiCode.FORBIDDEN, '没有权限访问该功能');
    };
    guard[GUARD_ROLES] = roles;
    return guard;
  });
  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    const guardedFor = hoistGuards(route);
    for (const method of asList(route.method))
      if (method !== 'HEAD') routeTable.push({ method, url: route.url, guardedFor });
  });
}

/** The authenticated user of a route guarded by requireRoles. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw SESSION_EXPIRED;
  return request.user;
}
