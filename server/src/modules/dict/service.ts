import { and, asc, eq } from 'drizzle-orm';
import type { DictEntry } from '#contracts/register';
import type { AppContext } from '../../context';
import { dictionaries } from '../../db/schema';

export async function dictionary(ctx: Pick<AppContext, 'db'>, type: number): Promise<DictEntry[]> {
  return ctx.db
    .select({ value: dictionaries.value, code: dictionaries.code })
    .from(dictionaries)
    .where(eq(dictionaries.type, type))
    .orderBy(asc(dictionaries.sort), asc(dictionaries.id));
}

/** Label of a dictionary code, or null when the code is not in the list. */
export async function dictionaryLabel(
  ctx: Pick<AppContext, 'db'>,
  type: number,
  code: string | null | undefined,
): Promise<string | null> {
  if (!code) return null;
  const [row] = await ctx.db
    .select({ value: dictionaries.value })
    .from(dictionaries)
    .where(and(eq(dictionaries.type, type), eq(dictionaries.code, code)))
    .limit(1);
  return row?.value ?? null;
}
