import type { IconKey } from './home';

/** SPEC §2 product page: id 1 evidence preservation, id 2 traceability. */
export interface ProductScenario {
  icon: IconKey;
  title: string;
  text: string;
}

export interface ProductStep {
  title: string;
  text: string;
}

export interface ProductEdition {
  name: string;
  tagline: string;
  points: string[];
  fit: string;
}

export interface Product {
  id: number;
  name: string;
  title: string;
  description: string;
  highlights: string[];
  /** Only the traceability product shows a sample-scan QR code in its banner: the in-app path it encodes. */
  sampleQr?: { path: string; caption: string };
  scenarios: [ProductScenario, ProductScenario, ProductScenario, ProductScenario, ProductScenario];
  steps: ProductStep[];
}

/** SPEC §2 purchase: the same three editions for both products. */
export const productEditions: ProductEdition[] = [
  {
    name: 'SaaS 版',
    tagline: '注册即用，成本最低',
    points: [
      '云端部署，无需自建服务器',
      '注册认证后当天即可使用',
      '平台统一运维与版本升级',
      '按年订阅，按用量灵活扩容',
    ],
    fit: '适合希望快速上线、预算有限的中小企业',
  },
  {
    name: '二次开发版',
    tagline: '在 SaaS 版基础上按需定制',
    points: [
      '保留 SaaS 版全部能力',
      '定制页面风格、业务字段与流程',
      '对接企业现有 ERP、MES 等系统',
      '提供开发文档与技术支持',
    ],
    fit: '适合已有信息化系统、需要个性化流程的成长型企业',
  },
  {
    name: '定制开发版',
    tagline: '独立服务器，按需建设',
    points: ['独立服务器与独立链网络部署', '支持私有云与信创环境', '按业务需求量身设计与开发', '专属项目团队全程交付'],
    fit: '适合政府部门、大型集团与有数据合规要求的机构',
  },
];

/** The sample batch of the traceability product: its public trace result page (ledger transactions per step). */
export const TRACE_SAMPLE_PATH = '/trace?batch=XQ-SAMPLE-0001';

export const products: Product[] = [
  {
    id: 1,
    name: '区块链存证平台',
    title: '星桥区块链存证平台',
    description:
      '电子数据产生即上链固化，生成带时间戳与哈希值的存证证书。存证记录由公证处、司法鉴定中心等多方节点共同见证，可作为司法举证与合规审计的可信依据。',
    highlights: ['秒级上链', '多方司法节点见证', '存证证书在线核验'],
    scenarios: [
      {
        icon: 'copyright',
        title: '知识产权保护',
        text: '设计稿、源代码、文案、音视频作品在创作完成时即可存证，明确创作时间与权属；发现侵权时在线取证固证，缩短维权周期。',
      },
      {
        icon: 'gov',
        title: '政务数据安全',
        text: '政务数据的采集、共享与调用记录实时上链，谁在何时调用了哪些数据全程留痕，防止数据被篡改或违规使用。',
      },
      {
        icon: 'certificate',
        title: '数字证书颁发',
        text: '学历证书、培训结业证书、资质证书以链上凭证形式颁发，持证人可随时出示，第三方扫码即可核验真伪。',
      },
      {
        icon: 'ticket',
        title: '电子票据核验',
        text: '电子发票、门票、提货券生成时即上链登记，核销状态实时同步，杜绝一票多用与伪造票据。',
      },
      {
        icon: 'contract',
        title: '电子凭证存证',
        text: '电子合同、交易流水、聊天记录与邮件往来一键存证，发生纠纷时导出存证报告，作为诉讼与仲裁的证据材料。',
      },
    ],
    steps: [
      { title: '注册并实名认证', text: '使用企业或个人身份注册账号，完成实名认证后开通存证服务。' },
      { title: '购买存证套餐', text: '根据存证数量与证书需求选择套餐，支持按年订阅与按量计费。' },
      { title: '上传存证内容', text: '通过网页、API 或客户端上传文件、网页或数据，原文可选择不上传仅存哈希。' },
      { title: '完成上链存证', text: '平台计算哈希并写入区块链，生成含区块高度与时间戳的存证证书。' },
      { title: '调取链上证据', text: '随时查询、下载存证证书与原文，也可申请出具公证书或司法鉴定意见书。' },
    ],
  },
  {
    id: 2,
    name: '区块链溯源平台',
    title: '星桥区块链溯源平台',
    description:
      '为每一件产品建立不可篡改的“数字身份证”。生产、加工、检测、仓储、物流、销售各环节信息由对应责任方采集上链，消费者与监管部门扫码即可查看完整流转过程。',
    highlights: ['一物一码', '物联网自动采集', '扫码即查全流程'],
    sampleQr: {
      path: TRACE_SAMPLE_PATH,
      caption: '扫码体验溯源样例',
    },
    scenarios: [
      {
        icon: 'leaf',
        title: '食品安全监管',
        text: '农产品与加工食品从产地到餐桌的各环节数据上链，监管部门实时掌握抽检与流向信息，问题产品快速锁定与召回。',
      },
      {
        icon: 'factory',
        title: '工业制造跟踪',
        text: '零部件来料、产线工序、质检与出厂数据逐级关联，质量问题可追溯到具体供应商、产线与班组。',
      },
      {
        icon: 'shield',
        title: '产品防伪溯源',
        text: '一物一码结合防伪标签，消费者扫码验证真伪并查看产品履历，品牌方同步掌握扫码地域与窜货线索。',
      },
      {
        icon: 'gov',
        title: '政务数据协同',
        text: '多个监管部门与企业作为联盟节点共享追溯数据，产地准出、市场准入与执法检查在同一条链上衔接。',
      },
      {
        icon: 'pill',
        title: '药械安全生产',
        text: '药品与医疗器械的原辅料、生产批记录、追溯码与冷链数据上链，满足追溯码管理要求，不良事件快速定位批次。',
      },
    ],
    steps: [
      { title: '注册并实名认证', text: '企业注册账号并完成实名认证，开通溯源服务。' },
      {
        title: '购买溯源产品，填写企业与产品信息',
        text: '选择版本后完善企业资质、品牌与产品信息，作为追溯页面的基础档案。',
      },
      {
        title: '设置溯源流程与环节',
        text: '按实际业务定义种植、生产、检测、仓储、物流等环节及每个环节需要采集的字段。',
      },
      {
        title: '按批次号生成二维码或 RFID 编码',
        text: '按生产批次批量生成一物一码或 RFID 编码，码与批次、产品自动关联。',
      },
      {
        title: '联合赋码设备厂商打印或写入',
        text: '与合作的喷码机、标签打印机或 RFID 写入设备厂商对接，完成打印或写码。',
      },
      { title: '产品贴码或嵌入 RFID', text: '在产线或包装环节将二维码标签贴附于产品，或将 RFID 芯片嵌入包装。' },
      {
        title: '录入系统采集各环节信息上链',
        text: '通过可对接物联网、RFID 与扫码枪等硬件的录入系统，采集各环节信息并实时上链。',
      },
      { title: '消费者或监管方扫码查询', text: '消费者或监管部门扫描产品上的二维码，即可查看完整的链上溯源信息。' },
    ],
  },
];

export function productById(id: number): Product | undefined {
  return products.find((product) => product.id === id);
}
