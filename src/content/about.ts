/**
 * About-us page (SPEC §2 /aboutus). Offices, hotline and company name are the site facts (src/content/site-facts.ts);
 * the company is fictional, so every title an authority would award it is shown marked 示例.
 */
import { siteConfig } from './site-config';

export interface AboutTab {
  key: string;
  title: string;
  lead: string;
  points: { title: string; text: string }[];
}

export const ABOUT_INTRO = {
  title: `关于${siteConfig.brandName}`,
  tagline: '区块链与元宇宙技术服务商',
  paragraphs: [
    '星桥链数成立于 2019 年，是一家专注于区块链与元宇宙技术的国家高新技术企业（示例）。公司以自主研发的星桥联盟链为底座，提供区块链溯源、电子存证、数字藏品与产业元宇宙等产品和解决方案。',
    '我们服务政务、食品、零售、工业制造、知识产权与医药等行业的 1000 余家客户，帮助政府与企业用可信数据连接上下游，让协作更高效、让价值可流转。',
  ],
  figures: [
    { figure: '2019', label: '成立年份' },
    { figure: '1000+', label: '服务客户' },
    { figure: '70+', label: '软著与专利' },
    { figure: '3', label: '区块链实验室' },
  ],
} as const;

export const ABOUT_HONOURS = [
  { year: '2026', title: '区块链产业创新百强企业' },
  { year: '2025', title: '国家高新技术企业（复审通过）' },
  { year: '2025', title: '省级专精特新中小企业' },
  { year: '2024', title: '区块链信息服务备案' },
  { year: '2024', title: '年度可信区块链优秀应用案例' },
  { year: '2023', title: '信息安全管理体系 ISO/IEC 27001 认证' },
  { year: '2022', title: '软件能力成熟度 CMMI 3 级' },
  { year: '2021', title: '杭州市高新区数字经济优秀企业' },
] as const;

/** Fictional partners shown on the about page. */
export const ABOUT_PARTNERS = [
  '长三角可信数据联盟',
  '星桥高新区管委会',
  '澜江市大数据局',
  '青禾食品集团',
  '云杉智造科技',
  '远帆供应链',
  '南岭非遗保护中心',
  '鹿鸣数字出版',
  '瀚海数据科技',
  '星萌动画',
  '白鹭美妆',
  '岩山茶业',
] as const;

/** SPEC §2: three tabs — lab, standards system, strategic partners — rotating every 10 s. */
export const ABOUT_TABS: AboutTab[] = [
  {
    key: 'lab',
    title: '区块链实验室',
    lead: '公司设有三个区块链实验室，与高校和研究机构联合攻关底层技术与行业应用。',
    points: [
      { title: '共识与性能实验室', text: '研究高吞吐共识算法与分片技术，星桥链单链性能提升至每秒万级交易。' },
      { title: '密码与隐私实验室', text: '聚焦国密算法、零知识证明与隐私计算，保障数据可用不可见。' },
      { title: '数字孪生与元宇宙实验室', text: '探索 3D 数字资产、虚实融合场景与数字身份的可信管理。' },
    ],
  },
  {
    key: 'standards',
    title: '标准体系',
    lead: '参与编制区块链团体标准与行业规范，以标准化的方法交付每一个项目。',
    points: [
      { title: '参与标准编制', text: '参与编写区块链溯源、电子存证等 6 项团体标准与地方规范（示例）。' },
      { title: '质量与安全体系', text: '通过 ISO 9001、ISO/IEC 27001 与 CMMI 3 级认证，研发流程全程可追溯。' },
      { title: '交付方法论', text: '沉淀需求调研、方案设计、实施上线与运维保障的标准化交付手册。' },
    ],
  },
  {
    key: 'partners',
    title: '战略合作',
    lead: '与行业联盟、政府机构与产业龙头建立长期战略合作，共建可信数字生态。',
    points: [
      { title: '产业联盟', text: '长三角可信数据联盟理事单位，共同推动跨区域数据可信互通。' },
      { title: '政府合作', text: '为多个高新区与地市提供政务联盟链与人才服务平台建设。' },
      { title: '生态伙伴', text: '与 100 余家硬件、数据与软件厂商完成系统对接与联合方案。' },
    ],
  },
];
