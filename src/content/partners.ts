/**
 * 24 partner wordmarks for the home carousel and the digital-collectible logo wall (SPEC §2, §9).
 * Every name is invented (DECISIONS D7: no real trademarks); the images are hand-drawn SVG wordmarks under
 * public/images/site/partners/.
 */
export interface Partner {
  id: number;
  name: string;
  /** Latin line of the wordmark. */
  latin: string;
  industry: string;
  logo: string;
}

/** Intrinsic size of every partner logo file (for width/height, no layout shift). */
export const PARTNER_LOGO_SIZE = { width: 240, height: 96 } as const;

const entries: [name: string, latin: string, industry: string][] = [
  ['澄湾数据', 'CHENGWAN DATA', '数据服务'],
  ['禾溪农业', 'HEXI AGRI', '农业'],
  ['青岚物联', 'QINGLAN IOT', '物联网'],
  ['栖梧冷链', 'QIWU COLD CHAIN', '冷链物流'],
  ['朗屿检测', 'LANGYU TESTING', '检验检测'],
  ['砚川酒业', 'YANCHUAN LIQUOR', '酒类'],
  ['鹭汀乳业', 'LUTING DAIRY', '乳品'],
  ['芷兰美妆', 'ZHILAN BEAUTY', '化妆品'],
  ['桐禾母婴', 'TONGHE BABY', '母婴'],
  ['橘屿宠物', 'JUYU PET CARE', '宠物用品'],
  ['岱辰码科', 'DAICHEN CODING', '赋码设备'],
  ['霁川印务', 'JICHUAN PRINTING', '包装印刷'],
  ['澜汐云', 'LANXI CLOUD', '云计算'],
  ['柏垣律师事务所', 'BAIYUAN LAW', '法律服务'],
  ['晴岳知识产权', 'QINGYUE IP', '知识产权'],
  ['峻衡供应链', 'JUNHENG SCM', '供应链'],
  ['昭禾种业', 'ZHAOHE SEEDS', '种业'],
  ['溪牧畜牧', 'XIMU LIVESTOCK', '畜牧'],
  ['溪岚茶业', 'XILAN TEA', '茶叶'],
  ['启衡医药', 'QIHENG PHARMA', '医药'],
  ['汀州物流', 'TINGZHOU LOGISTICS', '物流'],
  ['拓沅智能装备', 'TUOYUAN EQUIPMENT', '智能制造'],
  ['曜石文创', 'YAOSHI CULTURE', '文创'],
  ['芮安信息', 'RUIAN INFOTECH', '信息技术'],
];

export const partners: Partner[] = entries.map(([name, latin, industry], index) => ({
  id: index + 1,
  name,
  latin,
  industry,
  logo: `/images/site/partners/partner-${String(index + 1).padStart(2, '0')}.svg`,
}));
