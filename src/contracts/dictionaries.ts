import type { DictEntry } from './register';
import { TALENT_CATEGORIES, TALENT_DICT_TYPES } from './talent';
import { REWARD_TYPES } from './reward';

/**
 * Every dictionary (SPEC §3: 1 所属行业, 2 单位类型, 3 办学层次, 4 企业性质, 5 企业规模; talent filing: 6 人才类别,
 * 7 奖励类型): seeded by the server in every environment and answered by the MSW handlers, so both show the same.
 */
const BASE_DICTIONARIES: Record<1 | 2 | 3 | 4 | 5, [code: string, value: string][]> = {
  // 1 所属行业
  1: [
    ['I65', '软件和信息技术服务业'],
    ['C39', '计算机、通信和其他电子设备制造业'],
    ['C35', '专用设备制造业'],
    ['C27', '医药制造业'],
    ['M73', '研究和试验发展'],
    ['M75', '科技推广和应用服务业'],
    ['J66', '货币金融服务'],
    ['F51', '批发业'],
    ['G54', '道路运输业'],
    ['R86', '广播、电视、电影和录音制作业'],
    ['E48', '土木工程建筑业'],
    ['A01', '农业'],
  ],
  // 2 单位类型
  2: [
    ['01', '党政机关'],
    ['02', '事业单位'],
    ['03', '社会团体'],
    ['04', '科研院所'],
    ['05', '医疗卫生机构'],
    ['06', '人才服务机构'],
  ],
  // 3 办学层次
  3: [
    ['01', '研究生教育'],
    ['02', '普通本科'],
    ['03', '高等职业教育（专科）'],
    ['04', '成人高等教育'],
  ],
  // 4 企业性质
  4: [
    ['110', '国有企业'],
    ['120', '集体企业'],
    ['170', '私营企业'],
    ['160', '股份有限公司'],
    ['150', '有限责任公司'],
    ['200', '港澳台商投资企业'],
    ['300', '外商投资企业'],
  ],
  // 5 企业规模
  5: [
    ['1', '微型（20 人以下）'],
    ['2', '小型（20-99 人）'],
    ['3', '中型（100-299 人）'],
    ['4', '大型（300-999 人）'],
    ['5', '特大型（1000 人及以上）'],
  ],
};

const entries = (list: readonly { code: string; value: string }[]): DictEntry[] =>
  list.map(({ code, value }) => ({ code, value }));

/** Type → entries in display order. */
export const DICTIONARIES: Readonly<Record<number, readonly DictEntry[]>> = {
  ...Object.fromEntries(
    Object.entries(BASE_DICTIONARIES).map(([type, list]) => [type, list.map(([code, value]) => ({ code, value }))]),
  ),
  [TALENT_DICT_TYPES.talentCategory]: entries(TALENT_CATEGORIES),
  [TALENT_DICT_TYPES.rewardType]: entries(REWARD_TYPES),
};
