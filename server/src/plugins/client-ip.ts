import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/**
 * The client's address: the socket's peer or, behind the proxies that TRUST_PROXY names (a hop count or their
 * addresses), the hop those proxies appended to X-Forwarded-For; hops a client writes itself are never believed.
 * The one key of every per-IP limit: rate limits, the login lockout, the anonymous upload quota. A counter store
 * shared by several instances keys on this same function.
 */
export function clientIp(request: FastifyRequest): string {
  return request.ip;
}

/**
 * Fastify's trustProxy from TRUST_PROXY. A hop count trusts that many hops nearest the server, whatever their
 * address (as Express does; Fastify's own number form trusts none, which would give every client behind the proxy
 * the proxy's address and one shared budget). The server must then be reachable only through those proxies;
 * otherwise list their addresses.
 */
export function trustProxyOption(setting: false | number | string[]): FastifyServerOptions['trustProxy'] {
  if (typeof setting === 'number') return (_address: string, hop: number) => hop < setting;
  return setting;
}
