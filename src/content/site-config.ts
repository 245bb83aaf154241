import { env } from '@/lib/env';

/**
 * Company facts shown across the site (DECISIONS D7), in this one module. The shipped values are examples: the
 * company, numbers and addresses belong to no one, the numbers use obviously reserved forms and every fact that
 * could be mistaken for a real one is marked 示例 while `examples` is true. A company going live puts its own values
 * here, sets `examples: false` and, if it wants the record-filing number linked, VITE_ICP_URL.
 */
export const siteConfig = {
  /** While true, phone numbers and record-filing numbers are shown with the 示例 mark. */
  examples: true,
  companyName: '杭州星桥链数科技有限公司',
  brandName: '星桥链数',
  brandSlogan: '让每一条数据都可信',
  hotline: '400-000-0000',
  hotlineHours: '7×24 小时',
  serviceEmail: 'service@xingqiao-chain.example.com',
  /** Recorded with every lead; the server decides the real recipients (DECISIONS D5: no open relay). */
  leadsEmail: 'leads@xingqiao-chain.example.com',
  icpRecord: '浙ICP备00000000号',
  /** Where the record-filing number links (the filing authority's site): only when configured. */
  icpUrl: env.VITE_ICP_URL,
  policeRecord: '浙公网安备00000000000000号',
  techSupport: '星桥链数技术中心',
  offices: [
    {
      city: '杭州总部',
      address: '浙江省杭州市星桥高新区星桥路 188 号星桥科创园 A 座 12 层',
      phone: '0571-0000-0000',
    },
    {
      city: '北京研发中心',
      address: '北京市星桥科技园 7 号楼 5 层',
      phone: '010-0000-0000',
    },
    {
      city: '深圳分公司',
      address: '广东省深圳市星桥湾创新中心 9 层',
      phone: '0755-0000-0000',
    },
  ],
  /** Footer "friendly links": pages of this product (a partner's site would be `{ name, url }`, opened in a new tab). */
  partnerLinks: [
    { name: '星桥人才服务联盟链平台', to: '/talent' },
    { name: '开发者与合作伙伴计划', to: '/partner' },
    { name: '区块链人才培训', to: '/talentTrain' },
    { name: '星桥区块链实验室', to: '/aboutus' },
  ] as readonly ({ name: string; to: string } | { name: string; url: string })[],
} as const;

/** A fact as shown: with the 示例 mark while the shipped example values are in place. */
export function shownFact(value: string): string {
  return siteConfig.examples ? `${value}（示例）` : value;
}

/** tel: link of a phone number as written here ('400-000-0000' → 'tel:4000000000'). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/\D/g, '')}`;
}
