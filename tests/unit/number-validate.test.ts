import { describe, expect, it } from 'vitest';
import { numberFormatter, toThousandFilter } from '@/utils/number';
import { isEmail, isInAppPath, isMobile, isValidAccount, isValidPassword } from '@/utils/validate';

describe('numberFormatter', () => {
  it('abbreviates with k M G T P E and drops trailing zeros', () => {
    expect(numberFormatter(1500, 1)).toBe('1.5k');
    expect(numberFormatter(1000, 2)).toBe('1k');
    expect(numberFormatter(1_250_000, 2)).toBe('1.25M');
    expect(numberFormatter(3e9, 1)).toBe('3G');
    expect(numberFormatter(4.5e12, 1)).toBe('4.5T');
    expect(numberFormatter(2e15, 0)).toBe('2P');
    expect(numberFormatter(7e18, 0)).toBe('7E');
  });
  it('leaves numbers below 1000 unchanged', () => {
    expect(numberFormatter(999, 2)).toBe('999');
  });
});

describe('toThousandFilter', () => {
  it('adds thousands separators', () => {
    expect(toThousandFilter(1234567)).toBe('1,234,567');
    expect(toThousandFilter(1234.56)).toBe('1,234.56');
    expect(toThousandFilter(12)).toBe('12');
    expect(toThousandFilter('abc')).toBe('0');
  });
});

describe('SPEC §5 patterns', () => {
  it('accounts are 4-20 letters or digits', () => {
    expect(isValidAccount('abc1')).toBe(true);
    expect(isValidAccount('abc')).toBe(false);
    expect(isValidAccount('a'.repeat(21))).toBe(false);
    expect(isValidAccount('abc_1')).toBe(false);
  });
  it('passwords are 6-20 of letters, digits and !#$%^&* with two kinds', () => {
    expect(isValidPassword('abc123')).toBe(true);
    expect(isValidPassword('abcdef')).toBe(false);
    expect(isValidPassword('123456')).toBe(false);
    expect(isValidPassword('!#$%^&')).toBe(false);
    expect(isValidPassword('abc!#$')).toBe(true);
    expect(isValidPassword('123&*!')).toBe(true);
    expect(isValidPassword('ab1')).toBe(false);
    expect(isValidPassword('abc123@')).toBe(false);
    expect(isValidPassword(`a1${'b'.repeat(19)}`)).toBe(false);
  });
  it('mobile: 1 then 3-9, one rule for every form (D14)', () => {
    expect(isMobile('13812345678')).toBe(true);
    expect(isMobile('16612345678')).toBe(true);
    expect(isMobile('19912345678')).toBe(true);
    expect(isMobile('12812345678')).toBe(false);
    expect(isMobile('1381234567')).toBe(false);
  });
  it('e-mail', () => {
    expect(isEmail('a.b@example.com')).toBe(true);
    expect(isEmail('a@b')).toBe(false);
    expect(isEmail('no-at.example.com')).toBe(false);
  });
  it('only in-app paths are redirect targets', () => {
    expect(isInAppPath('/homepage/homepage?a=1')).toBe(true);
    expect(isInAppPath('//evil.example.com')).toBe(false);
    expect(isInAppPath('https://evil.example.com')).toBe(false);
    expect(isInAppPath('/\\evil.example.com')).toBe(false);
    expect(isInAppPath('javascript:alert(1)')).toBe(false);
    expect(isInAppPath('/ok\nnext')).toBe(false);
  });
});
