import { describe, expect, it } from 'vitest';
import { birthDateOfIdCard, genderOfIdCard, idCardCheckCode, isValidIdCard, maskIdCard } from '@/utils/id-card';
import { shanghaiDate } from '@/utils/shanghai-date';
import { talentSubmitIssues, emptyTalentForm } from '@/contracts/talent';
import { amountIssue, formatFen, yuanToFen } from '@/contracts/reward';

describe('GB 11643 ID card numbers', () => {
  it('computes the check code with weights 7 9 10 5 8 4 2 1 6 3 7 9 10 5 8 4 2 and codes 10X98765432', () => {
    expect(idCardCheckCode('11010519491231002')).toBe('X');
    expect(idCardCheckCode('33010619900307123')).toBe('6');
    expect(isValidIdCard('11010519491231002X')).toBe(true);
    expect(isValidIdCard('11010519491231002x')).toBe(true);
    expect(isValidIdCard('330106199003071236')).toBe(true);
  });

  it('refuses a wrong check code, a wrong length, letters and impossible or future birth dates', () => {
    expect(isValidIdCard('330106199003071237')).toBe(false);
    expect(isValidIdCard('33010619900307123')).toBe(false);
    expect(isValidIdCard('3301061990030712361')).toBe(false);
    expect(isValidIdCard('33010619900307A236')).toBe(false);
    expect(isValidIdCard('030106199003071236')).toBe(false);
    // 2026-02-30 does not exist; both carry a correct check code.
    const feb30 = `33010620260230001`;
    expect(isValidIdCard(feb30 + idCardCheckCode(feb30))).toBe(false);
    const future = '33010620991231001';
    expect(isValidIdCard(future + idCardCheckCode(future), '2026-11-21')).toBe(false);
    const leap = '33010620000229004';
    expect(isValidIdCard(leap + idCardCheckCode(leap))).toBe(true);
  });

  it('reads the birth date and the gender', () => {
    expect(birthDateOfIdCard('330106199003071236')).toBe('1990-03-07');
    expect(birthDateOfIdCard('330106199013071236')).toBeNull();
    expect(genderOfIdCard('330106199003071236')).toBe('male');
    expect(genderOfIdCard('330106199208154561')).toBe('female');
  });

  it('masks the birth date out of a number and counts "today" in Beijing time', () => {
    expect(maskIdCard('330106199003071236')).toBe('330106********1236');
    expect(maskIdCard('')).toBe('');
    expect(shanghaiDate(new Date('2026-11-20T16:30:00Z'))).toBe('2026-11-21');
  });
});

describe('the filing contract', () => {
  const valid = {
    ...emptyTalentForm('common'),
    name: '陈思远',
    gender: 'male' as const,
    idCard: '330106199003071236',
    birthDate: '1990-03-07',
    mobile: '13912345678',
    email: 'chen@example.com',
    education: 'master' as const,
    major: '计算机',
    position: '研发',
    entryDate: '2021-07-01',
    resumeFiles: [{ filePath: '/uploads/a.pdf' }],
    certificateFiles: [{ filePath: '/uploads/b.png' }],
  };
  const messages = (overrides: object) =>
    talentSubmitIssues({ ...valid, ...overrides }, '2026-11-21').map((issue) => issue.message);

  it('accepts a complete ordinary filing and checks the birth date against the ID', () => {
    expect(messages({})).toEqual([]);
    expect(messages({ birthDate: '1990-03-08' })).toEqual(['出生日期与身份证号码不一致']);
    expect(messages({ idCard: '330106199003071237' })).toEqual(['请输入正确的身份证号码']);
    expect(messages({ gender: 'female' })).toEqual(['性别与身份证号码不一致']);
  });

  it('adds the rules of the high-level and graduate kinds', () => {
    expect(messages({ kind: 'high' })).toEqual(['请选择人才类别', '请填写代表性成果', '请上传佐证材料']);
    expect(messages({ kind: 'graduates' })).toEqual([
      '请输入毕业院校',
      '请选择毕业年份',
      '请选择学位',
      '请输入毕业证书编号',
    ]);
    expect(
      messages({
        kind: 'graduates',
        school: '浙大',
        graduationYear: '2027',
        degree: 'master',
        diplomaNumber: 'AB1234',
      }),
    ).toEqual(['毕业年份与出生日期不符']);
  });

  it('caps reward amounts by type, in fen without floating point', () => {
    expect(yuanToFen('0.29')).toBe(29);
    expect(yuanToFen('12000.5')).toBe(1_200_050);
    expect(formatFen(6_000_000)).toBe('60000.00');
    expect(amountIssue('60000.00', 'living')).toBeNull();
    expect(amountIssue('60000.01', 'living')).toBe('申请金额不能超过 60000.00 元');
    expect(amountIssue('36000.01', 'rent')).toBe('申请金额不能超过 36000.00 元');
    expect(amountIssue('300000.01', 'settle')).toBe('申请金额不能超过 300000.00 元');
    expect(amountIssue('500000.01', 'award')).toBe('申请金额不能超过 500000.00 元');
    expect(amountIssue('0', 'award')).toBe('申请金额必须大于 0');
    expect(amountIssue('1.005', 'award')).toBe('申请金额最多保留两位小数');
  });
});
