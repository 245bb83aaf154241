import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import { WEAK_PASSWORD_MESSAGE } from '#contracts/auth';
import { ApiCode } from '#contracts/codes';
import { ApiError } from './errors';

/**
 * D10: on top of SPEC's pattern, passwords that attackers try first are refused: zxcvbn-ts with its common
 * dictionary (leaked-password lists, keyboard patterns), plus the pinyin staples of Chinese leaks and this site's
 * own names. Server side only: the dictionaries never reach the SPA bundle.
 */
const CHINESE_COMMON = [
  'woaini',
  'woaini1314',
  'woaini520',
  'aini1314',
  '5201314',
  '1314520',
  'wodemima',
  'mima',
  'zhangwei',
  'wangwei',
  'wangjing',
  'liwei',
  'xiaoming',
  'zhongguo',
  'beijing',
  'shanghai',
  'hangzhou',
  'qwe123',
  'qq123456',
  'a123456',
  'aa123456',
];
const SITE_WORDS = ['xingqiao', 'shangchain', 'bsnapi', 'xqchain'];

/** zxcvbn score 0-4; below 2 (fewer than ~10^6 guesses) is what a cracking list finds first. */
export const MIN_PASSWORD_SCORE = 2;

let estimator: ZxcvbnFactory | undefined;

/** True when the password is common, or easy to guess from the account's own details (`userInputs`). */
export function isCommonPassword(password: string, userInputs: readonly string[] = []): boolean {
  // Built on first use: loading the server never pays for it. No Levenshtein: it would make every check slow.
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, 'passwords-cn': CHINESE_COMMON },
    graphs: common.adjacencyGraphs,
  });
  const inputs = [...SITE_WORDS, ...userInputs.flatMap((input) => [input, input.split('@')[0] ?? ''])].filter(
    (input) => input.length >= 3,
  );
  return estimator.check(password, inputs).score < MIN_PASSWORD_SCORE;
}

/** 10001 with the Chinese message the SPA shows under the password field. */
export function assertPasswordNotCommon(password: string, userInputs: readonly string[] = []): void {
  if (isCommonPassword(password, userInputs)) throw new ApiError(ApiCode.VALIDATION, WEAK_PASSWORD_MESSAGE);
}
