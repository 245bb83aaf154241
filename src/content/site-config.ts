/**
 * Company facts shown across the site (DECISIONS D7). Every value is fictional: the company, numbers and
 * addresses do not belong to anyone real.
 */
export const siteConfig = {
  companyName: '杭州星桥链数科技有限公司',
  brandName: '星桥链数',
  brandSlogan: '让每一条数据都可信',
  hotline: '400-820-1730',
  hotlineHours: '7×24 小时',
  serviceEmail: 'service@xingqiao-chain.example.com',
  /** Recorded with every lead; the server decides the real recipients (DECISIONS D5: no open relay). */
  leadsEmail: 'leads@xingqiao-chain.example.com',
  icpRecord: '浙ICP备2026000000号-1',
  policeRecord: '浙公网安备 33010602000000号',
  techSupport: '星桥链数技术中心',
  offices: [
    {
      city: '杭州总部',
      address: '浙江省杭州市滨江区星桥路 188 号星桥科创园 A 座 12 层',
      phone: '0571-8800-1730',
    },
    {
      city: '北京研发中心',
      address: '北京市海淀区中关村软件园二期 7 号楼 5 层',
      phone: '010-6280-1730',
    },
    {
      city: '深圳分公司',
      address: '广东省深圳市南山区科技园南区粤海街道 66 号 9 层',
      phone: '0755-8630-1730',
    },
  ],
  /** Footer "friendly links": fictional partners of the ecosystem. */
  partnerLinks: [
    { name: '星桥区块链开放实验室', url: 'https://lab.xingqiao-chain.example.com' },
    { name: '长三角可信数据联盟', url: 'https://trust-data.example.org' },
    { name: '星桥开发者社区', url: 'https://dev.xingqiao-chain.example.com' },
    { name: '数字产业人才服务网', url: 'https://talent.example.org' },
  ],
} as const;
