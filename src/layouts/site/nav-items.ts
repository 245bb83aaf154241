import { HOME_PATH, solutionPath } from '@/contracts/app-paths';

/** Top navigation of the marketing site (SPEC §2 top navigation, DECISIONS D7 extra pages). */
export interface NavLinkItem {
  label: string;
  to: string;
}

export interface NavGroupItem {
  label: string;
  children: NavLinkItem[];
}

export type NavItem = NavLinkItem | NavGroupItem;

export function isNavGroup(item: NavItem): item is NavGroupItem {
  return 'children' in item;
}

export const NAV_ITEMS: NavItem[] = [
  { label: '首页', to: HOME_PATH },
  { label: '区块链平台', to: '/platform' },
  {
    label: '解决方案',
    children: [
      { label: '酒类防伪溯源', to: solutionPath(1) },
      { label: '化妆品溯源', to: solutionPath(2) },
      { label: '农产品溯源', to: solutionPath(3) },
      { label: '母婴童用品溯源', to: solutionPath(4) },
      { label: '宠物用品溯源', to: solutionPath(5) },
      { label: '食品饮料溯源', to: solutionPath(6) },
    ],
  },
  {
    label: '产品',
    children: [
      { label: '区块链存证', to: '/product?id=1' },
      { label: '区块链溯源', to: '/product?id=2' },
    ],
  },
  { label: '数字藏品', to: '/digitalCollection' },
  {
    label: '人才培训',
    children: [
      { label: '区块链人才培训', to: '/talentTrain' },
      { label: '金融科技人才培训班', to: '/ghy' },
      { label: '人才服务平台', to: '/talent' },
    ],
  },
  { label: '合作伙伴招募', to: '/partner' },
  {
    label: '客户案例',
    children: [
      { label: '红边茶溯源', to: '/cases?type=1' },
      { label: '种业监管联盟链', to: '/cases?type=2' },
      { label: '畜禽无害化处理联盟链', to: '/cases?type=3' },
    ],
  },
  { label: '服务支持', to: '/service' },
  { label: '关于我们', to: '/aboutus' },
];

/** SPEC §9: the navigation becomes fixed after the page scrolls more than 150 px. */
export const NAV_FIXED_AFTER_PX = 150;
/** The back-to-top button appears once the visitor has scrolled this far. */
export const BACK_TO_TOP_AFTER_PX = 300;
