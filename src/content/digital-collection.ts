/** Digital-collectible landing page (SPEC §2 /digitalCollection). Every brand and customer here is fictional. */

export interface TitledText {
  title: string;
  text: string;
}

export interface CollectibleCase {
  /** 1 to 4 (SPEC §3 case entry). */
  id: number;
  tab: string;
  platform: string;
  customer: string;
  slogans: [string, string];
  intro: string[];
  cover: string;
}

/** SPEC §9: the participant count the lead dialog shows is a fixed number. */
export const PROPOSAL_PARTICIPANTS = 1230;

/**
 * The in-app home of a case: this page with that case selected and its section in view. Its scannable code encodes
 * this path on the serving origin (appUrl), drawn at run time.
 */
export function collectibleCasePath(id: number): string {
  return `/digitalCollection?case=${id}`;
}

export const COLLECTIBLE_HERO = {
  eyebrow: '星桥数字藏品平台',
  title: '一站式搭建品牌专属数字藏品平台',
  slogan: '自主区块链底层 · 30 天交付上线 · 合规运营全程护航',
  cta: '免费领取平台建设方案',
} as const;

export const COLLECTIBLE_INTRO = {
  title: '什么是数字藏品',
  paragraphs: [
    '数字藏品是基于区块链技术，对特定的作品、艺术品或权益生成唯一数字凭证的数字化商品。每一份藏品都有独立的链上编号，发行、流转与持有记录公开可查、不可篡改。',
    '星桥链数为品牌、文旅机构与 IP 持有方提供从底层链、发行铸造、交易系统到运营活动的一站式服务，帮助企业以合规的方式实现数字资产的价值转化。',
  ],
} as const;

export const COLLECTIBLE_HIGHLIGHTS: TitledText[] = [
  { title: '区块链底层', text: '自研高性能联盟链，国密算法加持，单链每秒万级交易，藏品确权安全可靠。' },
  { title: '交易系统', text: '发售、抢购、转赠与订单支付全流程，支持高并发秒杀与风控防刷。' },
  { title: '铸造上链', text: '图片、音频、视频与 3D 模型一键铸造，自动生成唯一编号与链上证书。' },
];

export const COLLECTIBLE_SCENARIOS: TitledText[] = [
  { title: '新品推广', text: '新品首发绑定限量藏品，制造稀缺话题，拉动预售转化。' },
  { title: '周年纪念', text: '品牌周年、门店开业发行纪念藏品，沉淀用户情感连接。' },
  { title: '跨界营销', text: '与 IP、艺术家联名发行，打破圈层，触达新的消费人群。' },
  { title: '话题创作', text: '围绕热点事件共创藏品，引发社交平台自发传播。' },
  { title: '节日营销', text: '春节、中秋等节点推出节日藏品，提升节日活动参与度。' },
  { title: '粉丝回馈', text: '向会员与忠实粉丝空投专属藏品，强化归属感与复购。' },
];

export const COLLECTIBLE_BENEFITS: TitledText[] = [
  { title: 'IP 变现', text: '让品牌与作品 IP 以数字形态持续产生收益' },
  { title: '拉新获客', text: '以稀缺藏品吸引新用户注册与关注' },
  { title: '促进转化', text: '藏品权益与商品绑定，缩短购买决策' },
  { title: '提升复购', text: '持有者专享权益，带动二次消费' },
  { title: '品牌传播', text: '可展示、可分享的藏品扩大品牌声量' },
  { title: '私域沉淀', text: '藏品持有者沉淀为品牌自有用户资产' },
];

export const ACQUISITION_MODES: TitledText[] = [
  { title: '购买', text: '定时发售与限量抢购' },
  { title: '积分兑换', text: '会员积分兑换专属藏品' },
  { title: '盲盒', text: '随机款式，激发收集乐趣' },
  { title: '藏品合成', text: '集齐指定藏品合成稀有款' },
  { title: '分享获得', text: '邀请好友助力免费领取' },
];

export const BASE_LAYER = {
  title: '自主可控的区块链底层',
  text: '星桥链是星桥链数自主研发的联盟链底层。藏品的铸造、转移与销毁全部记录在链上，任何人都可以通过区块链浏览器查询与验证。',
  points: ['国密 SM2/SM3/SM4 全栈支持', '多机构节点共同记账', '通过国家网信办区块链信息服务备案（示例）'],
  linkText: '访问星桥链浏览器',
  /** Says which ledger the link opens (DECISIONS D14): this deployment's own, the park's talent-service chain. */
  linkNote: '浏览器展示的是本站运行在星桥链上的“星桥高新区人才服务联盟链”账本，将在园区人才服务平台中打开。',
} as const;

export const COLLECTIBLE_CASES: CollectibleCase[] = [
  {
    id: 1,
    tab: '运动品牌',
    platform: '疾风跑界元宇宙',
    customer: '福建疾风体育用品有限公司',
    slogans: ['每一公里，都值得被铭记', '跑出你的专属数字勋章'],
    intro: [
      '疾风跑界元宇宙将线下马拉松与线上跑步打卡结合：跑者完成指定里程即可铸造专属数字勋章，勋章可在平台展示、转赠，并兑换新款跑鞋的优先购买权。',
      '上线首月平台注册用户超过 18 万，带动联名跑鞋预售额增长 46%。',
    ],
    cover: '/images/collectibles/case-1-cover.svg',
  },
  {
    id: 2,
    tab: '城市文旅',
    platform: '澜江古城数字文旅',
    customer: '澜江市文化广电和旅游局',
    slogans: ['一城千年，一码珍藏', '把古城风景带回家'],
    intro: [
      '以澜江古城十二处地标为原型发行系列数字藏品，游客扫码打卡景点即可领取，集齐整套可兑换景区年卡。平台同时对接了票务与文创商城，实现线上线下联动。',
    ],
    cover: '/images/collectibles/case-2-cover.svg',
  },
  {
    id: 3,
    tab: '动漫 IP',
    platform: '星萌次元',
    customer: '杭州星萌动画有限公司',
    slogans: ['让喜欢的角色，真正属于你', '每一帧都是限量珍藏'],
    intro: [
      '星萌次元为原创动画《小鲸的星海之旅》搭建 IP 数字藏品平台，发行角色手办 3D 藏品与原画盲盒，并支持藏品合成稀有款。',
      '平台上线后累计发行藏品 12 万份，粉丝社群规模增长至 35 万人。',
    ],
    cover: '/images/collectibles/case-3-cover.svg',
  },
  {
    id: 4,
    tab: '非遗文化',
    platform: '匠心非遗数字馆',
    customer: '南岭非物质文化遗产保护中心',
    slogans: ['让非遗走进每一个屏幕', '传承有迹，匠心可溯'],
    intro: [
      '匠心非遗数字馆将竹编、蓝染、木雕等 20 余项非遗技艺的代表作品数字化，由传承人签名铸造上链。藏品收益按比例返还传承人，用于技艺的保护与传承。',
    ],
    cover: '/images/collectibles/case-4-cover.svg',
  },
];

export const DELIVERY_STEPS = ['需求沟通', '方案设计', '签约立项', '平台搭建', '测试验收', '上线运营'] as const;

/** SPEC §2 strengths: static figures. */
export const COLLECTIBLE_STRENGTHS = [
  { figure: '6+', unit: '年', label: '区块链行业经验' },
  { figure: '50+', unit: '名', label: '全职研发工程师' },
  { figure: '7+', unit: '年', label: '研发人员平均经验' },
  { figure: '3', unit: '个', label: '区块链实验室' },
  { figure: '70+', unit: '项', label: '软件著作权与专利' },
  { figure: '100+', unit: '个', label: '跨平台系统对接' },
  { figure: '1000+', unit: '家', label: '服务客户' },
  { figure: '100', unit: '强', label: '区块链百强企业' },
] as const;

/** Logo wall of the landing page: fictional wordmarks, drawn as text (no real trademarks, DECISIONS D7). */
export const COLLECTIBLE_PARTNER_MARKS = [
  { name: '疾风体育', en: 'GALE SPORTS', colour: '#ff7a45' },
  { name: '澜江文旅', en: 'LANJIANG TOUR', colour: '#13c2c2' },
  { name: '星萌动画', en: 'STARMOE', colour: '#eb2f96' },
  { name: '南岭非遗', en: 'NANLING CRAFT', colour: '#a0522d' },
  { name: '云杉智造', en: 'SPRUCE MFG', colour: '#52c41a' },
  { name: '青禾食品', en: 'QINGHE FOODS', colour: '#7cb305' },
  { name: '远帆物流', en: 'FARSAIL', colour: '#1677ff' },
  { name: '鹿鸣书局', en: 'LUMING BOOKS', colour: '#722ed1' },
  { name: '瀚海数据', en: 'HANHAI DATA', colour: '#2f54eb' },
  { name: '拾光影业', en: 'SHIGUANG FILM', colour: '#fa8c16' },
  { name: '白鹭美妆', en: 'EGRET BEAUTY', colour: '#f759ab' },
  { name: '岩山茶业', en: 'YANSHAN TEA', colour: '#389e0d' },
] as const;
