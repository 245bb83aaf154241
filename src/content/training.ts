/** Talent-training tracks (SPEC §2 /talentTrain, §3 course row and lecturer). Lecturers are fictional people. */

export interface CourseModule {
  module: string;
  content: string;
  objective: string;
  /** Class hours, 0.5 to 2 (SPEC §3). */
  hours: number;
}

export interface Lecturer {
  name: string;
  bio: string;
}

export interface TrainingTrack {
  id: number;
  title: string;
  /** Short label for the tab. */
  tab: string;
  summary: string;
  audience: string[];
  goals: string[];
  courses: CourseModule[];
  lecturers: Lecturer[];
}

export const TRAINING_TRACKS: TrainingTrack[] = [
  {
    id: 1,
    title: '区块链应用开发工程师',
    tab: '应用开发工程师',
    summary: '从联盟链原理到智能合约与 DApp 全栈开发，完成一个可上线的溯源应用。',
    audience: [
      '具备 1 年以上 Java、Go 或 JavaScript 开发经验的软件工程师',
      '希望转型区块链方向的后端、前端与全栈开发人员',
      '高校计算机、软件工程相关专业的高年级学生与研究生',
    ],
    goals: [
      '理解联盟链的共识、账本与权限模型，能独立搭建多机构节点网络',
      '熟练使用 Solidity 编写、测试和部署智能合约，掌握常见安全漏洞的防范',
      '能基于 SDK 与网关完成业务系统上链对接，交付一个溯源或存证应用',
    ],
    courses: [
      {
        module: '区块链基础',
        content: '哈希、默克尔树、数字签名与分布式账本结构',
        objective: '读懂区块与交易的数据结构',
        hours: 1,
      },
      {
        module: '联盟链架构',
        content: '节点角色、共识算法（PBFT、Raft）与准入机制',
        objective: '能说明联盟链与公链的取舍',
        hours: 1.5,
      },
      {
        module: '网络搭建',
        content: '四节点联盟链部署、证书体系与多机构组网',
        objective: '独立完成测试网络的搭建与运维',
        hours: 2,
      },
      {
        module: '智能合约入门',
        content: 'Solidity 语法、数据类型、事件与存储布局',
        objective: '编写并部署第一个存证合约',
        hours: 2,
      },
      {
        module: '合约安全',
        content: '重入、整数溢出、权限校验与合约升级模式',
        objective: '能审查并修复常见合约漏洞',
        hours: 1.5,
      },
      {
        module: '应用对接',
        content: 'Java / Go SDK、交易签名与链上事件订阅',
        objective: '业务系统完成数据上链与回查',
        hours: 2,
      },
      {
        module: '项目实训',
        content: '农产品溯源应用：赋码、流转上链与扫码查询',
        objective: '交付一个可演示的完整应用',
        hours: 2,
      },
      { module: '结业答辩', content: '项目讲解、代码评审与导师点评', objective: '通过结业考核并获得证书', hours: 0.5 },
    ],
    lecturers: [
      { name: '林知远', bio: '星桥链数首席架构师，十二年分布式系统经验，主导设计三条省级政务联盟链。' },
      { name: '苏晚晴', bio: '智能合约安全专家，累计审计合约 300 余份，著有《联盟链合约开发实践》。' },
      { name: '韩亦舟', bio: '溯源平台技术负责人，曾为 40 余家食品与零售企业交付上链方案。' },
    ],
  },
  {
    id: 2,
    title: '区块链金融行业工程师',
    tab: '金融行业工程师',
    summary: '聚焦供应链金融、数字票据与跨机构对账，掌握金融级区块链系统的设计与合规要求。',
    audience: [
      '银行、证券、保险及金融科技公司的研发与架构人员',
      '负责供应链金融、票据与清结算系统的技术骨干',
      '希望进入金融科技领域的区块链开发工程师',
    ],
    goals: [
      '掌握金融场景下联盟链的隐私保护、国密算法与监管穿透设计',
      '能设计应收账款多级流转、数字票据与跨机构对账的链上模型',
      '了解金融行业信息安全与数据合规要求，完成一次方案评审',
    ],
    courses: [
      {
        module: '金融科技概览',
        content: '区块链在支付、清算、票据与保险中的应用现状',
        objective: '识别适合上链的金融业务',
        hours: 1,
      },
      {
        module: '密码学进阶',
        content: '国密 SM2/SM3/SM4、同态加密与零知识证明入门',
        objective: '为方案选择合适的密码组件',
        hours: 2,
      },
      {
        module: '隐私与权限',
        content: '通道隔离、私有数据集合与细粒度权限控制',
        objective: '设计满足最小可见原则的数据模型',
        hours: 1.5,
      },
      {
        module: '供应链金融',
        content: '应收账款确权、拆分流转与融资还款全流程',
        objective: '完成多级供应商融资的合约设计',
        hours: 2,
      },
      {
        module: '数字票据',
        content: '票据签发、背书、贴现与到期兑付的链上建模',
        objective: '实现票据生命周期的状态机',
        hours: 1.5,
      },
      {
        module: '跨机构对账',
        content: '对账数据上链、差异定位与自动化核对',
        objective: '将 T+1 对账缩短到准实时',
        hours: 1,
      },
      {
        module: '监管与合规',
        content: '监管节点、审计追溯、数据出境与等保要求',
        objective: '方案通过合规检查清单',
        hours: 1,
      },
      {
        module: '案例研讨',
        content: '某城商行供应链金融平台的架构复盘',
        objective: '能评估方案的风险与收益',
        hours: 0.5,
      },
    ],
    lecturers: [
      { name: '周慕白', bio: '前城商行科技部总经理助理，负责建设首个银行间供应链金融联盟链。' },
      { name: '沈若溪', bio: '密码学博士，国密算法与隐私计算方向研究员，参与多项行业标准编写。' },
      { name: '陆承安', bio: '金融合规顾问，十年银行信息安全与审计经验，熟悉等保与数据安全法规。' },
    ],
  },
  {
    id: 3,
    title: '区块链产业产品经理',
    tab: '产业产品经理',
    summary: '从行业痛点出发设计区块链产品，掌握需求分析、商业模式与项目落地的方法。',
    audience: [
      '企业产品经理、业务分析师与数字化转型负责人',
      '政务、园区与行业协会中负责信息化项目的管理人员',
      '有意从事区块链解决方案咨询与售前工作的从业者',
    ],
    goals: [
      '判断一个业务是否需要区块链，说清上链带来的真实价值',
      '掌握溯源、存证、数字藏品等典型产品的功能框架与运营方法',
      '能输出产品需求文档、原型与项目实施计划，推动跨部门落地',
    ],
    courses: [
      {
        module: '认识区块链产品',
        content: '区块链的能力边界、典型产品形态与常见误区',
        objective: '建立正确的产品判断框架',
        hours: 1,
      },
      {
        module: '行业需求分析',
        content: '政务、食品、零售与知识产权行业的痛点拆解',
        objective: '写出一份场景分析报告',
        hours: 1.5,
      },
      {
        module: '产品设计方法',
        content: '多方协作流程建模、角色权限与数据上链范围',
        objective: '完成产品功能架构图',
        hours: 2,
      },
      {
        module: '数字藏品产品',
        content: '铸造、发行、交易与权益设计，合规运营要点',
        objective: '设计一次品牌数字藏品活动',
        hours: 1.5,
      },
      {
        module: '商业模式',
        content: 'SaaS、私有化部署与联合运营的定价与收益',
        objective: '为产品制定商业化方案',
        hours: 1,
      },
      {
        module: '项目管理',
        content: '多机构项目的里程碑、验收标准与风险控制',
        objective: '输出可执行的实施计划',
        hours: 1,
      },
      {
        module: '原型工作坊',
        content: '以园区人才服务平台为题的分组原型设计',
        objective: '完成可评审的高保真原型',
        hours: 2,
      },
      {
        module: '路演与点评',
        content: '小组方案路演、导师与企业评委点评',
        objective: '提升方案表达与说服能力',
        hours: 0.5,
      },
    ],
    lecturers: [
      { name: '顾清和', bio: '星桥链数产品副总裁，主导溯源与存证两条产品线，服务客户超过 600 家。' },
      { name: '许安宁', bio: '数字藏品运营负责人，策划过 30 余场品牌数字藏品发行活动。' },
      { name: '温景行', bio: '政务信息化咨询专家，参与多个高新区数字化与人才服务平台的规划。' },
    ],
  },
];
