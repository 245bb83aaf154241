// Plain data, no zod: the marketing site's layouts (home page's critical path) read these defaults.

/** One office of the company, as the footer and the about page list them. */
export interface SiteOffice {
  city: string;
  address: string;
  phone: string;
}

/**
 * The site facts an admin changes in the console at run time (DECISIONS D13): GET /portal/site/settings answers
 * them, POST /portal/admin/site/settings replaces them whole. src/contracts/site-settings.ts validates them.
 */
export interface SiteSettings {
  /** While true, phone and record-filing numbers are shown with the 示例 mark (the shipped values are invented). */
  examples: boolean;
  companyName: string;
  /** After "© {year} " in the marketing site's footer. */
  copyright: string;
  techSupport: string;
  hotline: string;
  /** When the hotline answers, the same words on the marketing site and in the talent portal. */
  hotlineHours: string;
  serviceEmail: string;
  offices: SiteOffice[];
  /** The talent portal's host (the park's talent centre) and its own address, not the company's. */
  parkName: string;
  parkAddress: string;
  icpRecord: string;
  /** The filing authority's page the ICP number links to; '' leaves it unlinked. */
  icpUrl: string;
  policeRecord: string;
  policeUrl: string;
}

/**
 * The values shipped with the product (DECISIONS D7): a company, numbers and addresses that belong to no one. The
 * SPA build shows them until an admin saves the settings (src/content/site-config.ts); the server names the changes
 * of a first save against them.
 */
export const SITE_SETTINGS_DEFAULTS: SiteSettings = {
  examples: true,
  companyName: '杭州星桥链数科技有限公司',
  copyright: '杭州星桥链数科技有限公司 版权所有',
  techSupport: '星桥链数技术中心',
  hotline: '400-000-0000',
  hotlineHours: '7×24 小时',
  serviceEmail: 'service@xingqiao-chain.example.com',
  offices: [
    { city: '杭州总部', address: '浙江省杭州市星桥高新区星桥路 188 号星桥科创园 A 座 12 层', phone: '0571-0000-0000' },
    { city: '北京研发中心', address: '北京市星桥科技园 7 号楼 5 层', phone: '010-0000-0000' },
    { city: '深圳分公司', address: '广东省深圳市星桥湾创新中心 9 层', phone: '0755-0000-0000' },
  ],
  parkName: '星桥高新区人才服务中心',
  parkAddress: '浙江省杭州市星桥高新区人才大道 1 号星桥人才服务大厦 1 层',
  icpRecord: '浙ICP备00000000号',
  icpUrl: '',
  policeRecord: '浙公网安备00000000000000号',
  policeUrl: '',
};

/**
 * Mail domains reserved for examples (RFC 2606 and RFC 6761): an address there reaches no one, so it is shown as
 * text marked 示例 rather than as a mailto: link.
 */
export function isExampleEmail(email: string): boolean {
  const domain = email.split('@').pop()?.toLowerCase() ?? '';
  return /(^|\.)example\.(com|net|org)$/.test(domain) || /\.(example|test|invalid|localhost)$/.test(domain);
}
