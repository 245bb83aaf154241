import type { FeatureTile } from './home';
import type { ProductStep } from './products';

/** /platform: the blockchain application-building platform for traceability and data attestation. */
export const platformPage = {
  title: '区块链应用构建平台',
  subtitle: '面向溯源与数据存证的一站式区块链应用构建平台：可视化配置流程，模板化发布合约，30 天让业务数据可信上链。',
  what: {
    title: '平台是什么',
    paragraphs: [
      '星桥区块链应用构建平台把联盟链部署、智能合约开发、数据采集与查询展示封装成标准化能力。企业只需在管理后台定义业务环节和采集字段，平台便会自动生成对应的链上数据结构、合约和扫码查询页面。',
      '平台同时支持溯源与存证两类应用：溯源应用关注“一件产品从哪里来、经过了谁的手”，存证应用关注“一份数据在什么时间、以什么内容存在过”。两类应用共享同一套节点、身份与权限体系，可以在同一条联盟链上协同运行。',
    ],
  },
  capabilities: [
    { icon: 'code', title: '低代码流程编排', text: '拖拽式定义溯源环节、采集字段与审批流，业务人员也能独立完成配置。' },
    {
      icon: 'contract',
      title: '合约模板市场',
      text: '溯源、存证、积分、票据等合约模板开箱即用，参数化配置后一键部署。',
    },
    { icon: 'nodes', title: '联盟链一键组网', text: '图形化邀请参与方入网，节点证书、共识与权限由平台统一管理。' },
    {
      icon: 'collect',
      title: '多源数据接入',
      text: '支持表单录入、Excel 导入、API 推送与物联网设备直连四种上链方式。',
    },
    { icon: 'qrcode', title: '码规则与赋码', text: '自定义二维码、RFID 编码规则，按批次批量生成并与赋码设备对接。' },
    { icon: 'chart', title: '监控与运营看板', text: '节点健康、上链量、扫码量与地域分布实时统计，支持大屏展示。' },
  ] satisfies FeatureTile[],
  architecture: {
    caption: '星桥区块链应用构建平台架构：应用构建层把业务配置翻译成链上数据结构与合约',
    layers: [
      { name: '业务应用', items: ['溯源应用', '存证应用', '数字藏品', '政务协同'] },
      { name: '开放接口', items: ['REST API', 'SDK', '事件订阅', '扫码门户'] },
      { name: '应用构建', items: ['流程编排', '表单与字段', '码规则', '合约模板', '权限审计'] },
      { name: '链服务', items: ['节点管理', '身份证书', '共识与账本', '国密加密', '跨链网关'] },
      { name: '资源层', items: ['公有云', '私有云', '信创环境', '物联网网关'] },
    ],
  },
  start: {
    title: '如何开始',
    steps: [
      { title: '预约演示', text: '提交咨询后，解决方案顾问将在 1 个工作日内与您联系，了解业务场景。' },
      { title: '方案设计', text: '共同梳理参与方、业务环节与上链数据，输出应用方案与报价。' },
      { title: '配置与联调', text: '在平台上完成流程配置与设备对接，我们的工程师全程协助联调。' },
      { title: '上线运营', text: '正式发布应用，提供运营培训与 7×24 小时技术支持。' },
    ] satisfies ProductStep[],
  },
} as const;
