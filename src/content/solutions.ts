import type { IconKey } from './home';

/** SPEC §2 industry solution pages: ids 1..6, 3 pain points and 3 solutions each. */
export interface SolutionPoint {
  icon: IconKey;
  title: string;
  text: string;
}

export interface ArchitectureLayer {
  name: string;
  items: string[];
}

export interface IndustrySolution {
  id: number;
  industry: string;
  title: string;
  subtitle: string;
  painPoints: [SolutionPoint, SolutionPoint, SolutionPoint];
  solutions: [SolutionPoint, SolutionPoint, SolutionPoint];
  architecture: { caption: string; layers: ArchitectureLayer[] };
}

export const solutions: IndustrySolution[] = [
  {
    id: 1,
    industry: '酒类',
    title: '酒类防伪溯源解决方案',
    subtitle: '从基酒酿造、勾调灌装到经销终端，一瓶一码全程上链，让消费者喝得放心、品牌卖得安心。',
    painPoints: [
      {
        icon: 'alert',
        title: '假酒仿冒屡禁不止',
        text: '高端酒品回收瓶灌装、仿制包装层出不穷，传统防伪标签容易被复制，消费者难以辨别真假。',
      },
      {
        icon: 'truck',
        title: '渠道窜货难以管控',
        text: '跨区域低价窜货扰乱价格体系，品牌方无法准确知道每一箱酒最终流向了哪个门店。',
      },
      {
        icon: 'search',
        title: '年份与工艺难以证明',
        text: '窖藏年份、基酒来源、勾调工艺缺少可信记录，高端产品的溢价缺乏有说服力的依据。',
      },
    ],
    solutions: [
      {
        icon: 'qrcode',
        title: '一瓶一码防伪验真',
        text: '瓶盖内外双码与箱码层级关联，首次开瓶扫码即记录，重复扫码自动提示风险并推送品牌稽查。',
      },
      {
        icon: 'chart',
        title: '经销商扫码出入库',
        text: '总仓、经销商、门店逐级扫码出入库，流向数据实时上链，窜货行为自动预警并定位责任经销商。',
      },
      {
        icon: 'certificate',
        title: '酿造档案上链存证',
        text: '入窖时间、窖池编号、基酒检测报告与灌装批次同步上链，消费者扫码即可看到这瓶酒的“出生证明”。',
      },
    ],
    architecture: {
      caption: '酒类防伪溯源服务架构',
      layers: [
        { name: '访问终端', items: ['消费者扫码 H5', '经销商小程序', '品牌稽查 App', '管理后台'] },
        { name: '业务应用', items: ['防伪验真', '渠道流向', '酿造档案', '扫码营销'] },
        { name: '平台能力', items: ['赋码与码关联', '出入库规则', '窜货预警引擎', '数据报表'] },
        { name: '区块链底层', items: ['品牌方节点', '经销商节点', '检测机构节点', '监管节点'] },
      ],
    },
  },
  {
    id: 2,
    industry: '化妆品',
    title: '化妆品全链路溯源解决方案',
    subtitle: '原料备案、生产批次、功效检测与渠道流通全程可查，帮助品牌满足监管要求并赢得消费者信任。',
    painPoints: [
      {
        icon: 'alert',
        title: '仿冒与水货冲击品牌',
        text: '电商平台与微商渠道的仿冒品、过期翻新品屡见不鲜，品牌口碑与正品渠道利益受损。',
      },
      {
        icon: 'certificate',
        title: '合规追溯压力加大',
        text: '监管要求化妆品企业建立原料与产品追溯体系，纸质台账分散，应对检查耗时费力。',
      },
      {
        icon: 'users',
        title: '用户触达成本高',
        text: '品牌在第三方平台销售，拿不到终端消费者数据，复购营销只能依赖高价投放。',
      },
    ],
    solutions: [
      {
        icon: 'qrcode',
        title: '一物一码验真',
        text: '每件产品赋予唯一加密码，扫码展示生产批次、质检报告与授权渠道，非授权渠道流通一目了然。',
      },
      {
        icon: 'leaf',
        title: '原料与生产批次上链',
        text: '原料供应商、成分检测、配料投料与灌装批次自动关联上链，监管检查时一键导出完整追溯链。',
      },
      {
        icon: 'users',
        title: '扫码会员运营',
        text: '验真即入会，扫码积分兑换小样与正装，品牌把公域流量沉淀为可持续运营的私域会员。',
      },
    ],
    architecture: {
      caption: '化妆品溯源服务架构',
      layers: [
        { name: '访问终端', items: ['消费者验真页', '会员小程序', '渠道管理端', '监管查询端'] },
        { name: '业务应用', items: ['防伪验真', '原料追溯', '渠道管控', '会员积分'] },
        { name: '平台能力', items: ['一物一码', '批次关联', '积分合约', '数据分析'] },
        { name: '区块链底层', items: ['品牌节点', '原料商节点', '检测机构节点', '监管节点'] },
      ],
    },
  },
  {
    id: 3,
    industry: '农产品',
    title: '农产品质量安全溯源解决方案',
    subtitle: '覆盖种植养殖、农事投入、检测认证到市场准入，助力地方政府建设“从田间到餐桌”的可信追溯体系。',
    painPoints: [
      {
        icon: 'search',
        title: '生产过程不透明',
        text: '农药化肥使用、采收时间等农事记录多为手写，消费者与采购商无法确认产品是否安全。',
      },
      {
        icon: 'money',
        title: '优质难以优价',
        text: '地理标志产品与绿色有机产品被冒用，真正用心种植的合作社卖不出应有的价格。',
      },
      {
        icon: 'gov',
        title: '监管数据分散',
        text: '农业、市场监管等部门数据各自为政，产地准出与市场准入难以衔接，问题产品追责困难。',
      },
    ],
    solutions: [
      {
        icon: 'collect',
        title: '农事数据自动采集',
        text: '田间物联网设备自动采集温湿度、土壤墒情，农户用小程序记录施肥用药，数据实时上链不可修改。',
      },
      {
        icon: 'certificate',
        title: '合格证与产地证明上链',
        text: '承诺达标合格证、检测报告与地理标志授权统一上链，授权码按批次发放，杜绝冒用。',
      },
      {
        icon: 'gov',
        title: '政企协同监管平台',
        text: '农业农村、市场监管部门作为监管节点加入联盟链，抽检结果与处置记录共享，实现全程闭环监管。',
      },
    ],
    architecture: {
      caption: '农产品溯源服务架构',
      layers: [
        { name: '访问终端', items: ['消费者扫码', '农户小程序', '监管驾驶舱', '采购商查询'] },
        { name: '业务应用', items: ['农事记录', '合格证管理', '检测上链', '产销对接'] },
        { name: '平台能力', items: ['物联网接入', '批次编码', '监管规则引擎', '统计分析'] },
        { name: '区块链底层', items: ['合作社节点', '检测中心节点', '农业农村节点', '市场监管节点'] },
      ],
    },
  },
  {
    id: 4,
    industry: '母婴童',
    title: '母婴童用品安全溯源解决方案',
    subtitle: '奶粉、辅食、童装玩具从原料到货架全程可查，让每一位家长都能放心选购。',
    painPoints: [
      {
        icon: 'alert',
        title: '家长对安全极度敏感',
        text: '婴幼儿奶粉、辅食一旦出现质量问题影响重大，家长对产品来源与检测结果要求极高。',
      },
      {
        icon: 'box',
        title: '跨境与代购真伪难辨',
        text: '进口奶粉、纸尿裤代购渠道复杂，报关单、检验检疫证明无法直观提供给消费者核验。',
      },
      {
        icon: 'truck',
        title: '召回定位效率低',
        text: '发生批次问题时，无法快速定位流向哪些门店与消费者，召回周期长、影响范围大。',
      },
    ],
    solutions: [
      {
        icon: 'certificate',
        title: '检测与检疫证明上链',
        text: '出厂检测、第三方复检与进口检验检疫证明按批次上链，家长扫码即可查看原件摘要与核验结果。',
      },
      {
        icon: 'qrcode',
        title: '罐码、箱码、托码三级关联',
        text: '生产线自动赋码关联多级包装，出入库扫描一次即可记录整托流向，零售端扫码核验正品。',
      },
      {
        icon: 'search',
        title: '分钟级精准召回',
        text: '问题批次一键查询全部流向门店与已扫码会员，定向推送召回通知，召回进度实时跟踪。',
      },
    ],
    architecture: {
      caption: '母婴童用品溯源服务架构',
      layers: [
        { name: '访问终端', items: ['家长扫码页', '门店核验端', '品牌管理后台', '监管查询'] },
        { name: '业务应用', items: ['正品验真', '检测公示', '流向管理', '召回管理'] },
        { name: '平台能力', items: ['多级包装关联', '跨境单证上链', '召回规则', '会员触达'] },
        { name: '区块链底层', items: ['品牌节点', '进口商节点', '检测机构节点', '监管节点'] },
      ],
    },
  },
  {
    id: 5,
    industry: '宠物用品',
    title: '宠物食品与用品溯源解决方案',
    subtitle: '宠物主粮、保健品与用品原料产地、生产工艺与检测报告全程可查，用透明赢得“铲屎官”的信任。',
    painPoints: [
      {
        icon: 'search',
        title: '原料来源说不清',
        text: '宠物粮原料多为进口或多级采购，肉源、添加剂信息不透明，宠物主只能凭品牌宣传判断。',
      },
      {
        icon: 'alert',
        title: '电商渠道假货多',
        text: '热门主粮在电商平台被仿冒分装，宠物食用后出现健康问题，品牌背负口碑风险。',
      },
      {
        icon: 'users',
        title: '复购与口碑难沉淀',
        text: '宠物用品复购周期固定但用户分散在各平台，品牌缺少直接连接宠物主的渠道。',
      },
    ],
    solutions: [
      {
        icon: 'leaf',
        title: '原料产地档案',
        text: '肉源产地、屠宰检疫、原料入厂检验信息上链，宠物主扫码可看到每一袋粮的原料故事。',
      },
      {
        icon: 'shield',
        title: '防伪与防分装',
        text: '袋内外双码设计，开袋扫码后外码失效；电商平台抽检码与授权店铺自动比对，仿冒一查便知。',
      },
      {
        icon: 'users',
        title: '宠物档案与复购提醒',
        text: '扫码建立宠物档案，根据体重与用量推算复购时间，精准推送优惠，提升会员复购率。',
      },
    ],
    architecture: {
      caption: '宠物用品溯源服务架构',
      layers: [
        { name: '访问终端', items: ['宠物主扫码页', '会员小程序', '渠道管理端', '品牌后台'] },
        { name: '业务应用', items: ['原料档案', '防伪验真', '宠物档案', '复购营销'] },
        { name: '平台能力', items: ['双码防分装', '店铺授权校验', '用量模型', '会员积分'] },
        { name: '区块链底层', items: ['品牌节点', '原料供应商节点', '检测机构节点', '电商渠道节点'] },
      ],
    },
  },
  {
    id: 6,
    industry: '食品饮料',
    title: '食品饮料安全追溯解决方案',
    subtitle: '面向乳品、饮料、休闲食品与预制菜企业，打通原料、生产、冷链与终端数据，食品安全有据可查。',
    painPoints: [
      {
        icon: 'alert',
        title: '食品安全事件影响大',
        text: '一次原料污染或冷链断链就可能造成大面积召回，企业却需要数天才能理清涉事批次。',
      },
      {
        icon: 'truck',
        title: '冷链温控难以证明',
        text: '乳品与预制菜对温度敏感，运输途中是否超温只能依赖承运商自报数据，责任难以界定。',
      },
      {
        icon: 'chart',
        title: '数据孤岛难以协同',
        text: '供应商、工厂、物流与商超各用一套系统，数据格式不一，追溯查询需要层层打电话。',
      },
    ],
    solutions: [
      {
        icon: 'link',
        title: '原料到成品批次贯通',
        text: '原料入库、投料配方、生产工单与成品批次自动关联，任一批次可正查流向、反查原料。',
      },
      {
        icon: 'collect',
        title: '冷链温度实时上链',
        text: '车载温度记录仪每 5 分钟上报一次数据并上链，超温自动告警，收货方扫码即可查看全程温度曲线。',
      },
      {
        icon: 'integrate',
        title: '供应链协同平台',
        text: '通过标准接口对接供应商、ERP 与商超系统，各方在联盟链上共享授权数据，追溯查询一次完成。',
      },
    ],
    architecture: {
      caption: '食品饮料追溯服务架构',
      layers: [
        { name: '访问终端', items: ['消费者扫码', '商超收货端', '物流司机端', '品控管理后台'] },
        { name: '业务应用', items: ['批次追溯', '冷链监控', '召回管理', '供应商协同'] },
        { name: '平台能力', items: ['ERP/WMS 对接', '温度数据接入', '告警规则', '追溯报表'] },
        { name: '区块链底层', items: ['生产企业节点', '物流节点', '商超节点', '监管节点'] },
      ],
    },
  },
];

/** The solution of an id, or undefined for an unknown id (the page then goes to /404). */
export function solutionById(id: number): IndustrySolution | undefined {
  return solutions.find((solution) => solution.id === id);
}
