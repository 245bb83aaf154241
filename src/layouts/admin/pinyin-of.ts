import { pinyin } from 'pinyin-pro';
import type { PinyinOf } from './search-index';

/** Full pinyin and initials without tones: 账号管理 → zhanghaoguanli / zhgl. Loaded only for Chinese search. */
export const pinyinOf: PinyinOf = (text) => ({
  full: pinyin(text, { toneType: 'none', type: 'array' }).join(''),
  initials: pinyin(text, { pattern: 'first', toneType: 'none', type: 'array' }).join(''),
});
