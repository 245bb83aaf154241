import { TALENT_HOME_PATH, USER_CENTRE_PATH } from '@/contracts/app-paths';
import { ARTICLE_CATEGORIES, TALENT_NAV } from '@/contracts/talent-nav';

/** DECISIONS D7: nav 1 is the portal home, 2-7 article categories, 8 the user centre. */
export const TALENT_PLATFORM_NAME = '星桥高新区人才服务联盟链平台';

export function isArticleCategory(nav: number): boolean {
  return (ARTICLE_CATEGORIES as readonly number[]).includes(nav);
}

/** Where a nav entry leads. */
export function talentNavHref(nav: number): string {
  if (nav === 1) return TALENT_HOME_PATH;
  if (nav === 8) return USER_CENTRE_PATH;
  return `/articlelist?nav=${nav}`;
}

export function talentNavLabel(nav: number): string | undefined {
  return TALENT_NAV.find((entry) => entry.nav === nav)?.label;
}

/** Reads ?nav= as an integer; anything else is NaN. */
export function parseNav(value: string | null): number {
  return value !== null && /^\d+$/.test(value) ? Number(value) : Number.NaN;
}
