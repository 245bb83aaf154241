import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { createJsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import pg from 'pg';
import { z } from 'zod';
import { ApiCode } from '#contracts/codes';
import { HEALTH_PATH } from '#contracts/paths';
import { UPLOAD_RULES } from '#contracts/register';
import { ConfigError, loadConfig, type Config } from './config';
import type { AppContext } from './context';
import { fromPglite, fromPgPool, openDatabase, type Database, type Db } from './db/client';
import { findDevelopmentLeftovers, leftoverProblems } from './db/production-data';
import { seed, type SeedAccount } from './db/seed';
import { ApiError } from './lib/errors';
import { fileStoreFor } from './lib/file-store';
import { LoadMeter } from './lib/load';
import { clientKey, sharedCounterFor, sharedLimitStore } from './lib/rate-limits';
import { Outbox } from './mail/outbox';
import { emlTransport, smtpTransport, type MailTransport } from './mail/transport';
import { accountRoutes } from './modules/accounts/routes';
import { auditRoutes } from './modules/audit/routes';
import { authRoutes } from './modules/auth/routes';
import { contentRoutes } from './modules/content/routes';
import { benchRoutes } from './modules/bench/routes';
import { loadLedgerKey } from './modules/chain/ledger-key';
import { chainRoutes } from './modules/chain/routes';
import { catchUpTree } from './modules/chain/service';
import type { NoteSigner } from './modules/chain/keys';
import { sealBlocks } from './modules/chain/service';
import { codeRoutes } from './modules/codes/routes';
import { dictRoutes } from './modules/dict/routes';
import { leadRoutes } from './modules/leads/routes';
import { newsRoutes } from './modules/news/routes';
import { notificationRoutes } from './modules/notifications/routes';
import { registerRoutes } from './modules/register/routes';
import { reviewRoutes } from './modules/review/routes';
import { rewardRoutes } from './modules/reward/routes';
import { serviceRoutes } from './modules/service/routes';
import { sessionRoutes } from './modules/sessions/routes';
import { siteRoutes } from './modules/site/routes';
import { statsRoutes } from './modules/stats/routes';
import { talentRoutes } from './modules/talent/routes';
import { uploadFileRoutes, uploadRoutes } from './modules/upload/routes';
import { loadSigningKey } from './modules/upload/service';
import { housekeeping, HOUSEKEEPING_INTERVAL_MS } from './lib/housekeeping';
import { protectDocs, registerAuth } from './plugins/auth';
import { clientIp, trustProxyOption } from './plugins/client-ip';
import { refuseNulCharacters, registerErrorHandling } from './plugins/errors';
import { DOCS_PREFIX, inlineScriptHashes, registerSecurityHeaders } from './plugins/security';
import { createMetrics, registerObservability } from './plugins/observability';
import { registerStaticSpa } from './plugins/static';
import { smsDriverFor, type SmsDriver } from './sms/driver';

// Messages of zod's built-in checks (types, enums) in Chinese, like the SPEC rule messages.
z.config(z.locales.zhCN());

export interface BuildAppOptions {
  /** Overrides on top of the environment (tests, bench). */
  config?: Partial<Config>;
  /** An already-open database: in-memory PGlite, a pg pool, or a Database. Not closed by the app. */
  database?: Database | PGlite | pg.Pool;
  /** The clock every service reads (tests move it). */
  now?: () => Date;
  /** Outbox and ledger workers; tests drive `app.outbox.flush()` instead. Default false. */
  startWorkers?: boolean;
  sms?: SmsDriver;
  mailTransport?: MailTransport;
  logger?: FastifyServerOptions['logger'];
  /** How the server waits (the account-wide login slowdown); tests pass a recorder. */
  sleep?: (ms: number) => Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
    outbox: Outbox;
    ctx: AppContext;
    seedAccounts: SeedAccount[];
  }
}

/** Never log a credential: mask `?token=` and signed file links' `sig=` in logged URLs (headers are not logged). */
function maskUrl(url: string): string {
  return url.replace(/([?&](?:token|sig)=)[^&]*/gi, '$1***');
}

export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'password', 'oldPassword', 'token'],
    serializers: {
      req: (request: { method: string; url: string; ip?: string }) => ({
        method: request.method,
        url: maskUrl(request.url),
        ip: request.ip,
      }),
    },
  };
}

function asDatabase(input: Database | PGlite | pg.Pool): Database {
  if (input instanceof PGlite) return fromPglite(input, false);
  if (input instanceof pg.Pool) return fromPgPool(input, false);
  return input;
}

/** The one place where plugins and modules are registered; what tests build is what production runs. */
export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const config: Config = { ...loadConfig(), ...options.config };
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config),
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 256 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const ownsDatabase = !options.database;
  const database = options.database ? asDatabase(options.database) : await openDatabase(config);
  const now = options.now ?? (() => new Date());
  const transport =
    options.mailTransport ??
    (config.smtpUrl ? smtpTransport(config.smtpUrl) : emlTransport(path.join(config.dataDir, 'outbox')));
  // Background work steps aside while a burst of requests is being answered.
  const load = new LoadMeter();
  app.addHook('onRequest', (_request, _reply, done) => {
    load.hit();
    done();
  });
  const outbox = new Outbox({
    db: database.db,
    transport,
    from: config.mailFrom,
    now,
    log: app.log,
    load,
    claimMs: config.mailClaimMs,
  });

  let seedAccounts: SeedAccount[];
  let signingKey: Buffer;
  let ledgerKey: NoteSigner;
  const files = fileStoreFor(config.storage, config.dataDir);
  try {
    ledgerKey = loadLedgerKey(config);
    await files.check();
    await database.migrate();
    seedAccounts = await seed(database.db, config, now());
    // D13: a data folder first started in development keeps accounts whose passwords the README publishes.
    if (config.isProduction) {
      const problems = leftoverProblems(await findDevelopmentLeftovers(database.db, config));
      if (problems.length > 0)
        throw new ConfigError(`This data is not fit for production / 数据不能用于生产:\n${problems.join('\n')}`);
    }
    signingKey = await loadSigningKey(database.db, now());
    await catchUpTree(database.db);
  } catch (error) {
    if (ownsDatabase) await database.close();
    throw error;
  }
  const metrics = createMetrics({ processMetrics: options.startWorkers === true });
  const ctx: AppContext = {
    config,
    metrics,
    database,
    db: database.db,
    now,
    outbox,
    sms: options.sms ?? smsDriverFor(config, app.log),
    log: app.log,
    files,
    sleep: options.sleep ?? ((ms) => delay(ms)),
    signingKey,
    ledgerKey,
  };
  app.decorate('seedAccounts', seedAccounts);
  app.decorate('db', database.db);
  app.decorate('database', database);
  app.decorate('outbox', outbox);
  app.decorate('ctx', ctx);

  let sealTimer: NodeJS.Timeout | undefined;
  let sweepTimer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    if (!options.startWorkers) return;
    outbox.start();
    // Orphan uploads (24 h), old login attempts, ended sessions, ended rate-limit windows: every hour, safe on
    // several instances.
    sweepTimer = setInterval(() => {
      housekeeping(ctx).catch((error: unknown) => app.log.error({ err: error }, 'housekeeping failed'));
    }, HOUSEKEEPING_INTERVAL_MS);
    sweepTimer.unref();
    let sealedAt = Date.now();
    sealTimer = setInterval(() => {
      // Reading the block number seals on demand, so during a burst sealing can wait (at most 30 s).
      if (load.busy() && Date.now() - sealedAt < 30_000) return;
      sealedAt = Date.now();
      sealBlocks(ctx).catch((error: unknown) => app.log.error({ err: error }, 'ledger sealing failed'));
    }, 5_000);
    sealTimer.unref();
  });
  app.addHook('onClose', async () => {
    if (sealTimer) clearInterval(sealTimer);
    // What was written last is sealed before the database closes (D9: a stopped server leaves no event unsealed).
    if (options.startWorkers)
      await sealBlocks(ctx).catch((error: unknown) => app.log.error({ err: error }, 'ledger sealing failed'));
    if (sweepTimer) clearInterval(sweepTimer);
    await outbox.stop();
    if (ownsDatabase) await database.close();
  });

  registerErrorHandling(app);
  refuseNulCharacters(app);
  await registerSecurityHeaders(app, inlineScriptHashes(config.staticDir));
  // D11: on PostgreSQL counters in the database, shared by every instance (in this process's memory while it is
  // unreachable); PGlite is one process, whose apps share one counter.
  const limits = sharedCounterFor(database, now, app.log);
  await app.register(rateLimit, {
    global: false,
    store: sharedLimitStore(limits),
    keyGenerator: (request) => clientKey(clientIp(request)),
    errorResponseBuilder: () => new ApiError(ApiCode.TOO_MANY, '请求过于频繁，请稍后再试'),
  });
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_RULES.maxBytes, files: 1, fields: 10, fieldSize: 10_000, parts: 12 },
    throwFileSizeLimit: true,
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: '星桥链数 API',
        description: 'DECISIONS D2/D3：统一信封 { code, msg, data }，接口前缀 /shangchain/bsnApi',
        version: '1.0.0',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: createJsonSchemaTransform({ skipList: [] }),
  });

  registerObservability(app, ctx, metrics);
  registerAuth(app, ctx);
  await app.register(
    async (api) => {
      authRoutes(api, ctx);
      codeRoutes(api, ctx);
      registerRoutes(api, ctx);
      dictRoutes(api, ctx);
      leadRoutes(api, ctx);
      newsRoutes(api, ctx);
      reviewRoutes(api, ctx);
      chainRoutes(api, ctx);
      serviceRoutes(api, ctx);
      talentRoutes(api, ctx);
      rewardRoutes(api, ctx);
      statsRoutes(api, ctx);
      uploadRoutes(api, ctx);
      auditRoutes(api, ctx);
      accountRoutes(api, ctx);
      contentRoutes(api, ctx);
      siteRoutes(api, ctx);
      sessionRoutes(api, ctx);
      notificationRoutes(api, ctx);
    },
    { prefix: '/shangchain/bsnApi' },
  );
  uploadFileRoutes(app, ctx);
  if (config.benchBaseline && !config.isProduction) benchRoutes(app, ctx);

  app.get(HEALTH_PATH, { schema: { tags: ['health'], summary: '健康检查（数据库可达）' } }, async (_request, reply) => {
    try {
      await database.ping();
      // The mail backlog lets a monitor (and the reliability suite) see that every queued mail went out.
      const mailBacklog = await outbox.backlog();
      return { code: ApiCode.OK, msg: 'ok', data: { database: 'up', driver: database.kind, mailBacklog } };
    } catch (error) {
      app.log.error({ err: error }, 'health check failed');
      return reply
        .code(503)
        .send({ code: ApiCode.SERVER_ERROR, msg: '数据库不可用', data: { database: 'down', driver: database.kind } });
    }
  });

  protectDocs(app, ctx);
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX });
  await registerStaticSpa(app, config.staticDir);
  return app;
}
