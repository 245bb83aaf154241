import { solutionPath } from '@/contracts/app-paths';
import type { FeatureTile } from './home';

/**
 * Home-page copy below the first screen (SPEC §1, §2 home page): the product features, the architecture, the
 * industry solutions and the application offer. Loaded with those sections, after the first screen is painted.
 */

export interface HomeSolutionLink {
  label: string;
  to: string;
}

export interface HomeSolutionTab {
  /** 1-based, SPEC: default tab 1. */
  id: number;
  label: string;
  title: string;
  text: string;
  points: string[];
  /** Only the government, food and retail tabs link to industry pages (SPEC §2). */
  links: HomeSolutionLink[];
}

/** SPEC §1: six product features. */
export const productFeatures: FeatureTile[] = [
  {
    icon: 'collab',
    title: '数据协同',
    text: '上下游企业在同一条联盟链上共享经授权的数据，对账、结算与质量追责不再依赖反复传表。',
  },
  {
    icon: 'integrate',
    title: '与现有中心化系统无缝集成',
    text: '通过标准接口与 ERP、MES、WMS 等系统双向同步，原有业务流程不改造也能完成上链。',
  },
  {
    icon: 'chip',
    title: '支持多种硬件',
    text: '适配打码机、RFID 读写器、温湿度传感器、PDA 扫码枪等 40 余类采集设备。',
  },
  {
    icon: 'contract',
    title: '智能合约模板',
    text: '内置溯源、存证、积分、供应链金融等 20 余个合约模板，参数化配置即可发布。',
  },
  {
    icon: 'lock',
    title: '隐私保护',
    text: '敏感字段加密上链，按角色授权查看；支持国密算法与数据脱敏，满足等保要求。',
  },
  {
    icon: 'devices',
    title: '多端展示',
    text: '追溯结果可在微信小程序、H5、PC 管理端与大屏同步展示，品牌样式可自定义。',
  },
];

/** Layers of the platform's technical architecture diagram (home and platform pages). */
export const techArchitecture = {
  title: '技术架构',
  caption: '星桥区块链应用构建平台技术架构：从基础设施到行业应用的五层结构',
  layers: [
    { name: '行业应用', items: ['食品溯源', '电子存证', '数字藏品', '政务数据协同', '药品追溯'] },
    { name: '开放服务', items: ['REST API', 'Java / Go SDK', '消息订阅', '扫码查询门户', '数据大屏'] },
    { name: '应用构建', items: ['可视化流程编排', '智能合约模板', '表单与码规则', '权限与审计'] },
    { name: '区块链底层', items: ['联盟链节点', 'PBFT / Raft 共识', '国密算法', '跨链网关', '隐私计算'] },
    { name: '基础设施', items: ['公有云', '私有云', '信创服务器', '物联网设备'] },
  ],
} as const;

/** SPEC §2: six solution tabs, default tab 1, and exactly these links. */
export const homeSolutionTabs: HomeSolutionTab[] = [
  {
    id: 1,
    label: '政务',
    title: '政务数据协同与涉农监管',
    text: '为农业农村、市场监管等部门搭建联盟链监管平台，让各级部门与经营主体的数据在链上共享、在链上留痕。',
    points: ['农产品产地准出与市场准入衔接', '监管抽检结果实时上链公示', '跨部门数据授权共享，调用全程可审计'],
    links: [{ label: '农产品溯源解决方案', to: solutionPath(3) }],
  },
  {
    id: 2,
    label: '食品',
    title: '食品安全全链路追溯',
    text: '覆盖原料采购、生产加工、检验检测、冷链物流到终端销售，一物一码，问题批次可在分钟级定位与召回。',
    points: ['原料批次与成品批次自动关联', '检测报告哈希上链，防止事后替换', '消费者扫码查看生产与检测信息'],
    links: [
      { label: '酒类防伪溯源解决方案', to: solutionPath(1) },
      { label: '食品饮料溯源解决方案', to: solutionPath(6) },
    ],
  },
  {
    id: 3,
    label: '零售',
    title: '品牌零售防伪与渠道管控',
    text: '为化妆品、母婴、宠物用品等品牌提供防伪验真、防窜货与会员营销能力，让每一次扫码都成为品牌触点。',
    points: ['一物一码防伪验真，假货一扫即知', '经销商出入库扫码，窜货自动预警', '扫码积分与会员权益，沉淀私域用户'],
    links: [
      { label: '化妆品溯源解决方案', to: solutionPath(2) },
      { label: '母婴童用品溯源解决方案', to: solutionPath(4) },
      { label: '宠物用品溯源解决方案', to: solutionPath(5) },
    ],
  },
  {
    id: 4,
    label: '工业制造',
    title: '工业制造质量追溯',
    text: '将零部件来料、产线工序参数、质检记录与售后维修数据上链，为质量问题定责、供应商评价与产品召回提供可信依据。设备数据通过边缘网关自动采集，不增加一线工人的录入负担。',
    points: ['关键工序参数自动采集上链', '零部件与整机序列号双向追溯', '售后故障数据反哺供应商评价'],
    links: [],
  },
  {
    id: 5,
    label: '知识产权',
    title: '知识产权存证与维权',
    text: '为原创设计、软件代码、影视文稿等作品提供创作即存证服务，存证凭证可对接公证处与互联网法院，降低维权举证成本。',
    points: ['作品哈希与时间戳秒级上链', '侵权线索在线取证与固证', '存证证书支持在线核验'],
    links: [],
  },
  {
    id: 6,
    label: '医疗医药',
    title: '药品与医疗器械安全追溯',
    text: '围绕药品、医疗器械的生产、流通与使用环节，建立企业、流通商与医疗机构共同参与的追溯联盟链，满足追溯码管理与监管报送要求，让过期、召回产品无处藏身。',
    points: ['追溯码赋码与多级包装关联', '冷链温度全程记录与超温预警', '不良事件快速定位涉事批次'],
    links: [],
  },
];

/** SPEC §1, §9: the free application offer. */
export const applicationOffer = {
  title: '免费申请区块链应用',
  text: '即日起开放 100 个免费应用名额，仅限企业用户申请。提交申请后，我们的解决方案顾问将在 48 小时内电话回访，为您开通试用并协助完成首个上链场景。',
  action: '立即申请',
  notes: ['100 个免费名额', '仅限企业用户', '48 小时内电话回访'],
} as const;
