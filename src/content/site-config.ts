import { SITE_SETTINGS_DEFAULTS, type SiteSettings } from '@/contracts/site-defaults';
import { env } from '@/lib/env';

/**
 * The site facts this build shows (DECISIONS D7, D13): the shipped example values, until the server answers the
 * ones an admin saved in the console (src/content/site-facts.ts). The company, numbers and addresses belong to no
 * one; every fact that could be mistaken for a real one is marked 示例 while `examples` is true. VITE_ICP_URL links
 * the record-filing number until the admin sets a link of their own.
 */
export const SITE_DEFAULTS: SiteSettings = {
  ...SITE_SETTINGS_DEFAULTS,
  icpUrl: env.VITE_ICP_URL || SITE_SETTINGS_DEFAULTS.icpUrl,
};

/** What only a new build changes: the brand, and where leads are recorded. */
export const siteConfig = {
  brandName: '星桥链数',
  brandSlogan: '让每一条数据都可信',
  /** Recorded with every lead; the server decides the real recipients (DECISIONS D5: no open relay). */
  leadsEmail: 'leads@xingqiao-chain.example.com',
  /** Footer "friendly links": pages of this product (a partner's site would be `{ name, url }`, opened in a new tab). */
  partnerLinks: [
    { name: '星桥人才服务联盟链平台', to: '/talent' },
    { name: '开发者与合作伙伴计划', to: '/partner' },
    { name: '区块链人才培训', to: '/talentTrain' },
    { name: '星桥区块链实验室', to: '/aboutus' },
  ] as readonly ({ name: string; to: string } | { name: string; url: string })[],
} as const;

/** A fact as shown: with the 示例 mark while the example values are in place. */
export function shownFact(facts: Pick<SiteSettings, 'examples'>, value: string): string {
  return facts.examples ? `${value}（示例）` : value;
}

/** tel: link of a phone number as written here ('400-000-0000' → 'tel:4000000000'). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/\D/g, '')}`;
}
