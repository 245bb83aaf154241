/**
 * Home-page copy (SPEC §1, §2 home page). Marketing content is data: the page only lays it out.
 */

/** Icons of the feature tiles, which the home page's first screen draws (src/layouts/site/site-icon.tsx). */
export type TileIconKey = 'nodes' | 'monitor' | 'lifecycle' | 'collect' | 'upload' | 'eye' | 'shield' | 'api';

/** Icons the marketing pages can draw (SiteIcon, src/layouts/site/marketing-page-kit.tsx). */
export type IconKey =
  | TileIconKey
  | 'collab'
  | 'integrate'
  | 'chip'
  | 'contract'
  | 'lock'
  | 'devices'
  | 'alert'
  | 'search'
  | 'chart'
  | 'qrcode'
  | 'certificate'
  | 'ticket'
  | 'gov'
  | 'factory'
  | 'pill'
  | 'copyright'
  | 'leaf'
  | 'store'
  | 'users'
  | 'cloud'
  | 'code'
  | 'server'
  | 'link'
  | 'box'
  | 'truck'
  | 'money';

export interface FeatureTile<Icon extends IconKey = IconKey> {
  icon: Icon;
  title: string;
  text: string;
}

export const homeBanner = {
  eyebrow: '数字藏品平台 · 全新上线',
  title: '让品牌 IP 成为可收藏的数字资产',
  text: '基于自主可控的联盟链底层，两周交付品牌专属数字藏品平台：铸造上链、发行售卖、权益核销一站完成。',
  action: '了解数字藏品方案',
} as const;

export const platformIntro = {
  title: '星桥区块链应用构建平台',
  lead: '面向溯源与数据存证场景的低代码区块链应用构建平台。企业无需组建链上研发团队，通过可视化配置即可把生产、流通、监管各环节的数据可信地写上链，并与现有业务系统打通。',
  // Chain operating figures not read from this product's ledger are marked 示例 (DECISIONS D14).
  stats: [
    { value: '1000+', label: '服务客户', example: false },
    { value: '3.2 亿', label: '累计上链数据', example: true },
    { value: '99.95%', label: '平台可用性', example: true },
    { value: '30 天', label: '平均上线周期', example: false },
  ],
} as const;

/** SPEC §1: the eight feature tiles, shown as 2 rows of 4. */
export const featureTiles: FeatureTile<TileIconKey>[] = [
  { icon: 'nodes', title: '多机构多节点', text: '监管、企业、检测机构各自部署节点，共同记账互相背书' },
  { icon: 'monitor', title: '多维度监控', text: '节点、交易、合约与业务指标统一监控，异常分钟级告警' },
  { icon: 'lifecycle', title: '全生命周期追溯', text: '从原料、生产、仓储到销售终端，每一环节都有据可查' },
  { icon: 'collect', title: '数据自动采集', text: '对接物联网传感器与扫码设备，减少人工录入与差错' },
  { icon: 'upload', title: '实时上链监控', text: '关键数据秒级上链，上链状态与区块高度实时可见' },
  { icon: 'eye', title: '信息公开透明', text: '消费者与监管方扫码即可查看经授权公开的链上信息' },
  { icon: 'shield', title: '防篡改真实可信', text: '哈希存证与多方共识，数据一经上链无法被单方修改' },
  { icon: 'api', title: '丰富接口扩展', text: '提供 REST API、SDK 与消息订阅，快速对接业务系统' },
];
