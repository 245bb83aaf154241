const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** '%…%' for ILIKE with the LIKE wildcards of `keywords` escaped; undefined without keywords. */
export function likePattern(keywords: string | undefined): string | undefined {
  return keywords ? `%${escapeLike(keywords)}%` : undefined;
}

/** '…%' for LIKE: what starts with `prefix`, its wildcards escaped (an index range when the column has one). */
export function prefixPattern(prefix: string): string {
  return `${escapeLike(prefix)}%`;
}
