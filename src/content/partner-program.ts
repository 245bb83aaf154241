/** Partner recruitment (SPEC §2 partner page, DECISIONS D7 /partner). */

export interface PartnerOffer {
  title: string;
  text: string;
}

export interface PartnerKind {
  name: string;
  text: string;
}

export const PARTNER_BANNER = {
  title: '合作伙伴招募',
  slogan: '共建可信数字生态，共享区块链产业红利',
  text: '星桥链数向开发者、设备服务商与数据服务商开放平台能力、市场渠道与技术支持，携手为政企客户交付可信的区块链应用。',
} as const;

export const PARTNER_BENEFITS: PartnerOffer[] = [
  { title: '市场共享', text: '接入平台应用市场，触达 1000+ 政企客户' },
  { title: '技术赋能', text: '开放 SDK、合约模板与测试网络，专属技术顾问' },
  { title: '联合方案', text: '共同打造行业解决方案，联合投标与品牌推广' },
  { title: '收益分成', text: '按交易与服务量透明结算，分成比例行业领先' },
];

export const DEVELOPER_SECTION = {
  title: '开发者',
  intro: '无论是独立开发者还是软件公司，都可以在星桥链数平台上发布合约、应用与定制服务，获得持续收益。',
  markets: [
    {
      title: '智能合约市场',
      text: '上架存证、溯源、积分、票据等通用合约模板，经安全审计后供平台用户一键部署，按调用量获得分成。',
    },
    {
      title: '应用市场',
      text: '发布面向行业的区块链 SaaS 应用，平台提供统一的账号、计费与上链网关，让应用快速被客户找到。',
    },
    {
      title: '定制市场',
      text: '承接平台客户的定制开发需求，平台负责需求撮合、交付验收与资金托管，保障双方权益。',
    },
  ] satisfies PartnerOffer[],
  steps: [
    { title: '注册认证', text: '注册开发者账号，完成个人或企业实名认证' },
    { title: '创建应用', text: '在控制台创建应用，获取密钥与测试网络资源' },
    { title: '开发测试', text: '使用 SDK 与合约模板开发，在测试网络完成联调' },
    { title: '发布上线', text: '提交审核，通过后上架市场并开始获得收益' },
  ] satisfies PartnerOffer[],
} as const;

export const DEVICE_SECTION = {
  title: '设备服务商',
  intro: '溯源与存证离不开可靠的数据采集终端。我们与设备厂商一起，把一物一码、物联感知与链上存证连成一体。',
  kinds: [
    { name: '打印机', text: '批量打印溯源码与防伪标签' },
    { name: '条码机', text: '一维码、二维码高速赋码' },
    { name: 'RFID', text: '电子标签写入与远距离识读' },
    { name: '传感器', text: '温湿度、压力等环境数据采集' },
    { name: '卫星定位', text: '运输轨迹与位置信息上链' },
    { name: '扫描枪', text: '出入库与流转环节扫码登记' },
    { name: '边缘计算', text: '现场数据预处理与可信签名' },
    { name: '智能芯片', text: '安全芯片保障设备身份可信' },
    { name: '终端数据采集器', text: '产线与仓储数据自动采集' },
    { name: 'AR/VR/MR', text: '沉浸式展示与远程协作' },
  ] satisfies PartnerKind[],
} as const;

export const DATA_SECTION = {
  title: '数据服务商',
  intro: '可信数据是产业协作的基础。欢迎数据服务商接入平台，为溯源、金融与政务场景提供权威、可验证的数据服务。',
  kinds: [
    { name: '环境', text: '空气、土壤与水质监测数据' },
    { name: '水文', text: '流域水位与降水径流数据' },
    { name: '气象', text: '实况与预报气象服务' },
    { name: '仓储', text: '库存、出入库与仓温数据' },
    { name: '物流', text: '运单轨迹与签收数据' },
    { name: '跨境海关', text: '报关、检验检疫与通关数据' },
    { name: '市场分析', text: '价格指数与消费趋势数据' },
    { name: '政府公开数据', text: '政策法规与公共服务数据' },
    { name: '行业统计', text: '产业规模与运行监测数据' },
    { name: '信用数据', text: '企业信用与履约记录数据' },
  ] satisfies PartnerKind[],
} as const;
