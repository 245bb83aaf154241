import * as z from 'zod/mini';

/**
 * The SPA's environment, parsed once; a bad value fails loudly at start-up.
 * zod/mini rather than zod: this module is on the home page's critical path.
 */
const envSchema = z.object({
  VITE_API_BASE: z._default(z.string().check(z.minLength(1)), '/shangchain/bsnApi'),
  VITE_SITE_TITLE: z._default(z.string().check(z.minLength(1)), '星桥链数'),
  VITE_EXPLORER_URL: z._default(z.url(), 'https://explorer.xingqiao-chain.example.com'),
  VITE_USE_MOCK: z._default(z.enum(['true', 'false']), 'false'),
  MODE: z._default(z.string(), 'development'),
  PROD: z._default(z.boolean(), false),
});

function parseEnv() {
  const result = envSchema.safeParse(import.meta.env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid SPA environment: ${problems}`);
  }
  return { ...result.data, VITE_USE_MOCK: result.data.VITE_USE_MOCK === 'true' };
}

export const env = parseEnv();
