import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export const DOCS_PREFIX = '/shangchain/bsnApi/docs';

/** CSP that the SPA passes (antd injects styles, so style-src needs 'unsafe-inline'). */
export const SPA_CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  frameAncestors: ["'none'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  upgradeInsecureRequests: null,
  scriptSrcAttr: null,
};

/** The Swagger UI page runs an inline initialiser: the relaxed policy is scoped to the docs prefix only. */
const DOCS_CSP =
  "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; object-src 'none'; base-uri 'self'; form-action 'self'";

function hashesOf(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, body]) => `'sha256-${createHash('sha256').update(body!, 'utf8').digest('base64')}'`,
  );
}

/**
 * The built index.html carries inline scripts (vite.config.ts); CSP allows exactly those by their SHA-256, never
 * 'unsafe-inline'. The hashes follow the file: a build written under a running server is admitted within
 * `recheckMs`, instead of the new page being blocked until a restart. Empty while the SPA is not built.
 */
export function inlineScriptHashes(staticDir: string, recheckMs = 1000): () => string[] {
  const index = path.join(staticDir, 'index.html');
  let checkedAt = Number.NEGATIVE_INFINITY;
  let modifiedAt = -1;
  let hashes: string[] = [];
  return () => {
    const now = Date.now();
    if (now - checkedAt < recheckMs) return hashes;
    checkedAt = now;
    let stat: fs.Stats;
    try {
      stat = fs.statSync(index);
    } catch {
      modifiedAt = -1;
      hashes = [];
      return hashes;
    }
    if (stat.mtimeMs !== modifiedAt) {
      modifiedAt = stat.mtimeMs;
      hashes = hashesOf(fs.readFileSync(index, 'utf8'));
    }
    return hashes;
  };
}

export async function registerSecurityHeaders(
  app: FastifyInstance,
  scriptHashes: () => string[] = () => [],
): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        ...SPA_CSP_DIRECTIVES,
        // One entry computed per response, so that no hash leaves no trailing space.
        scriptSrc: [() => [...SPA_CSP_DIRECTIVES.scriptSrc, ...scriptHashes()].join(' ')],
      },
    },
    frameguard: { action: 'deny' },
    // Served over plain HTTP on a LAN too (D5): HSTS is left to the TLS terminator.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onSend', async (request, reply) => {
    if ((request.routeOptions.url ?? '').startsWith(DOCS_PREFIX)) reply.header('content-security-policy', DOCS_CSP);
  });
}
