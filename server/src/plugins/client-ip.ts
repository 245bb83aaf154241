import net from 'node:net';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/**
 * The client's address: the socket's peer or, behind the proxies that TRUST_PROXY names (a hop count or their
 * addresses), the hop those proxies appended to X-Forwarded-For; hops a client writes itself are never believed.
 * Per-IP limits key on `addressKey` of it, so that they all count one client alike.
 */
export function clientIp(request: FastifyRequest): string {
  return request.ip;
}

/** The eight 16-bit groups of an IPv6 address (a zone index dropped, an embedded IPv4 tail read). */
function ipv6Groups(address: string): number[] {
  let text = address.split('%')[0]!.toLowerCase();
  const tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = rest === undefined ? [] : rest ? rest.split(':') : [];
  const missing = 8 - left.length - right.length;
  return [...left, ...Array<string>(rest === undefined ? 0 : missing).fill('0'), ...right].map((group) =>
    Number.parseInt(group, 16),
  );
}

/**
 * D10: the key of every per-IP limit and of the login lockout. An IPv4 address as it is (an IPv4-mapped IPv6
 * address counts as that IPv4 address); an IPv6 address cut to its /64, since one host or home usually owns a
 * whole /64 and could otherwise use a fresh address for every few tries (`2001:db8:1:2::`). Anything else is
 * returned unchanged.
 */
export function addressKey(ip: string): string {
  const family = net.isIP(ip.split('%')[0] ?? '');
  if (family === 4) return ip;
  if (family !== 6) return ip;
  const groups = ipv6Groups(ip);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff)
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::`;
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
