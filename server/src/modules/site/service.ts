import { eq, sql } from 'drizzle-orm';
import { SITE_SETTINGS_DEFAULTS, type SiteSettings } from '#contracts/site-defaults';
import { siteSettingsChanges, siteSettingsSchema } from '#contracts/site-settings';
import type { AppContext, Queryable } from '../../context';
import { siteSettings } from '../../db/schema';
import { recordAudit, type RequestActor } from '../audit/service';

/** How long one instance reuses what it read: every page view of the site asks, and the facts change rarely. */
export const SITE_SETTINGS_TTL_MS = 5_000;
/** The one row that holds the facts. */
const ROW_ID = 1;
/** Serialises saves, so that each audit row names the changes against the facts it replaced. */
const SAVE_LOCK = 'site:settings';

/**
 * The saved facts, or null before the first save. A fact added to the contract after the row was written takes its
 * default, so an older row never blanks the site.
 */
export async function readSiteSettings(ctx: AppContext, db: Queryable = ctx.db): Promise<SiteSettings | null> {
  const [row] = await db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.id, ROW_ID));
  if (!row) return null;
  const parsed = siteSettingsSchema.safeParse({ ...SITE_SETTINGS_DEFAULTS, ...(row.value as object) });
  if (parsed.success) return parsed.data;
  ctx.log.error({ issues: parsed.error.issues }, 'stored site settings do not match the contract: defaults shown');
  return null;
}

/**
 * The facts, read at most once per TTL per process (by the app's clock); requests that arrive together share one
 * read, a failed read is not kept, and a save on this instance is seen at once.
 */
export function cachedSiteSettings(ctx: AppContext, ttlMs = SITE_SETTINGS_TTL_MS) {
  let cached: { at: number; value: Promise<SiteSettings | null> } | undefined;
  return {
    read(): Promise<SiteSettings | null> {
      const now = ctx.now().getTime();
      if (cached && now - cached.at < ttlMs) return cached.value;
      const entry = { at: now, value: readSiteSettings(ctx) };
      cached = entry;
      entry.value.catch(() => {
        if (cached === entry) cached = undefined;
      });
      return entry.value;
    },
    forget(): void {
      cached = undefined;
    },
  };
}

/**
 * POST /portal/admin/site/settings: replaces the whole object and records, in the same transaction, one audit row
 * naming every fact that changed (against the shipped defaults on the first save). An unchanged save writes
 * nothing. Answers whether anything changed.
 */
export async function saveSiteSettings(ctx: AppContext, actor: RequestActor, input: SiteSettings): Promise<boolean> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${SAVE_LOCK}))`);
    const saved = await readSiteSettings(ctx, tx);
    const changes = siteSettingsChanges(saved ?? SITE_SETTINGS_DEFAULTS, input);
    if (saved && changes.length === 0) return false;
    await tx
      .insert(siteSettings)
      .values({ id: ROW_ID, value: input, updatedAt: now, updatedBy: actor.id })
      .onConflictDoUpdate({ target: siteSettings.id, set: { value: input, updatedAt: now, updatedBy: actor.id } });
    await recordAudit(tx, actor, {
      action: 'site.settings',
      target: 'site:settings',
      targetName: '站点信息',
      summary:
        changes.length > 0
          ? `修改站点信息：${changes.join('；')}`
          : '保存站点信息（与出厂默认值相同，此后以保存的内容为准）',
      at: now,
    });
    return true;
  });
}
