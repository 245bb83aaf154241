import { describe, expect, it } from 'vitest';
import { registerSchema } from '@/contracts/register';
import { resolveLoginTarget } from '@/features/auth/login-redirect';
import {
  emptyStep1,
  isStep1Filled,
  step1Schemas,
  step2Schema,
  toRegisterPayload,
  type RegisterStep1Values,
  type RegisterStep2Values,
} from '@/features/auth/register-form';

const certificate = [{ filePath: '/uploads/a.png', url: '/uploads/a.png', name: 'a.png' }];
const account: RegisterStep2Values = {
  accountname: ' newcorp01 ',
  newpwd: 'Corp#2026',
  renewpwd: 'Corp#2026',
  email: ' hr@corp.example.com ',
  code: '123456',
  phone: '13900000001',
  rephone: '13900000001',
};

function messagesOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const messages: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) messages[String(issue.path[0])] ??= issue.message;
  return messages;
}

describe('resolveLoginTarget', () => {
  it.each([
    ['', '/homepage/homepage'],
    ['?redirect=%2Fhomepage%2Fhomepage%3Fa%3D1', '/homepage/homepage?a=1'],
    ['?redirect=%2Ftalentregistration%2Fcommonregistration&a=1&b=2', '/talentregistration/commonregistration?a=1&b=2'],
    ['?a=1&redirect=%2Fnews%3Fid%3D3', '/news?id=3&a=1'],
    ['?redirect=https%3A%2F%2Fevil.example.com', '/homepage/homepage'],
    ['?redirect=%2F%2Fevil.example.com&x=y', '/homepage/homepage?x=y'],
    ['?redirect=%2F%5Cevil.example.com', '/homepage/homepage'],
    ['?redirect=javascript%3Aalert(1)', '/homepage/homepage'],
    ['?redirect=homepage', '/homepage/homepage'],
  ])('%s → %s', (search, target) => {
    expect(resolveLoginTarget(search, '/homepage/homepage')).toBe(target);
  });
});

describe('registration form rules (SPEC §5)', () => {
  it('gives every enterprise message', () => {
    expect(messagesOf(step1Schemas[1].safeParse(emptyStep1(1)))).toEqual({
      enterprisename: '请输入企业名称',
      industry: '请选择所属行业',
      nature: '请选择企业性质',
      scale: '请选择企业规模',
      legalperson: '请输入法人姓名',
      address: '请输入企业地址',
      license: '请输入营业执照',
      attachList: '请上传证件',
    });
  });

  it('gives every institution and university message', () => {
    expect(messagesOf(step1Schemas[2].safeParse(emptyStep1(2)))).toEqual({
      unitname: '请输入单位名称',
      unittype: '请选择单位类型',
      contactperson: '请输入负责人姓名',
      unitaddress: '请输入单位地址',
      license2: '请输入机构代码证',
      attachList2: '请上传证件',
    });
    expect(messagesOf(step1Schemas[3].safeParse(emptyStep1(3)))).toEqual({
      schoolname: '请输入学校名称',
      schoollevel: '请选择办学层次',
      contactperson: '请输入负责人姓名',
      schooladdress: '请输入学校地址',
      license2: '请输入机构代码证',
      attachList3: '请上传证件',
    });
  });

  it('trims text and limits names and addresses to 50, persons and licences to 20', () => {
    const values: RegisterStep1Values = {
      ...emptyStep1(1),
      enterprisename: '企'.repeat(51),
      industry: 'IND01',
      nature: 'NAT1',
      scale: 'SCALE1',
      legalperson: '张'.repeat(21),
      address: '  ',
      license: '9'.repeat(21),
      attachList: certificate,
    };
    expect(messagesOf(step1Schemas[1].safeParse(values))).toEqual({
      enterprisename: '最大字符50',
      legalperson: '最大字符20',
      address: '请输入企业地址',
      license: '最大字符20',
    });
    const edge = {
      ...values,
      enterprisename: ` ${'企'.repeat(50)} `,
      legalperson: '张'.repeat(20),
      address: ' 星桥路 1 号 ',
      license: '9'.repeat(20),
    };
    const parsed = step1Schemas[1].parse(edge);
    expect(parsed.enterprisename).toBe('企'.repeat(50));
    expect(parsed.address).toBe('星桥路 1 号');
  });

  it('checks account, passwords, e-mail, code and phones on step 2', () => {
    expect(
      messagesOf(
        step2Schema.safeParse({
          accountname: '',
          newpwd: '',
          renewpwd: '',
          email: '',
          code: '',
          phone: '',
          rephone: '',
        }),
      ),
    ).toEqual({
      accountname: '请输入账户名',
      newpwd: '请输入密码',
      renewpwd: '请再次输入密码',
      email: '请输入邮箱地址',
      code: '请输入验证码',
      phone: '请输入手机号',
      rephone: '请再次输入手机号',
    });
    expect(
      messagesOf(
        step2Schema.safeParse({
          ...account,
          accountname: 'a_b',
          newpwd: 'abcdefg',
          renewpwd: 'abcdefh',
          email: 'hr@',
          phone: '12900000001',
          rephone: '13900000002',
        }),
      ),
    ).toEqual({
      accountname: '4-20位字符,支持字母及数字',
      newpwd: '密码由6-20位字符，字母、数字及符号至少包含2种',
      renewpwd: '两次输入密码不一致!',
      email: '请输入正确的邮箱地址',
      phone: '请输入正确的手机号',
      rephone: '两次输入手机号不一致!',
    });
  });

  it('knows when step 1 is complete for the chosen type', () => {
    const filled: RegisterStep1Values = {
      ...emptyStep1(2),
      unitname: '星桥人才服务中心',
      unittype: 'UNIT2',
      contactperson: '李四',
      unitaddress: '星桥路 8 号',
      license2: '12330100MB0000000X',
    };
    expect(isStep1Filled(filled)).toBe(false);
    expect(isStep1Filled({ ...filled, attachList2: certificate })).toBe(true);
    expect(isStep1Filled({ ...filled, attachList2: certificate, unitname: '   ' })).toBe(false);
    // The image of another type does not count.
    expect(isStep1Filled({ ...filled, attachList: certificate })).toBe(false);
  });
});

describe('toRegisterPayload', () => {
  const step2 = step2Schema.parse(account);

  it('maps an enterprise', () => {
    const step1 = step1Schemas[1].parse({
      ...emptyStep1(1),
      enterprisename: ' 杭州云杉智造科技有限公司 ',
      industry: 'IND02',
      nature: 'NAT2',
      scale: 'SCALE3',
      legalperson: '王五',
      address: '星桥高新区创新路 1 号',
      license: '91330100MA0000000A',
      attachList: certificate,
      // Left over from another type: must not leak into the payload.
      unitname: '不应出现',
      attachList2: [{ filePath: '/uploads/other.png' }],
    });
    const payload = toRegisterPayload(step1, step2);
    expect(payload).toEqual({
      userType: 1,
      orgName: '杭州云杉智造科技有限公司',
      orgType: 'IND02',
      property: 'NAT2',
      scale: 'SCALE3',
      principalName: '王五',
      address: '星桥高新区创新路 1 号',
      orgCode: '91330100MA0000000A',
      username: 'newcorp01',
      password: 'Corp#2026',
      phone: '13900000001',
      msgCode: '123456',
      email: 'hr@corp.example.com',
      attachList: certificate,
    });
    expect(registerSchema.safeParse(payload).success).toBe(true);
  });

  it('maps an institution and a university, without property or scale', () => {
    const institution = toRegisterPayload(
      step1Schemas[2].parse({
        ...emptyStep1(2),
        unitname: '星桥人才服务中心',
        unittype: 'UNIT2',
        contactperson: '李四',
        unitaddress: '星桥路 8 号',
        license2: '12330100MB0000000X',
        attachList2: certificate,
      }),
      step2,
    );
    expect(institution).toMatchObject({
      userType: 2,
      orgName: '星桥人才服务中心',
      orgType: 'UNIT2',
      principalName: '李四',
      address: '星桥路 8 号',
      orgCode: '12330100MB0000000X',
      attachList: certificate,
    });
    expect(institution).not.toHaveProperty('property');
    expect(institution).not.toHaveProperty('scale');
    expect(registerSchema.safeParse(institution).success).toBe(true);

    const school = toRegisterPayload(
      step1Schemas[3].parse({
        ...emptyStep1(3),
        schoolname: '星桥职业技术学院',
        schoollevel: 'EDU3',
        contactperson: '赵六',
        schooladdress: '学院路 2 号',
        license2: '12330100MB0000001Y',
        attachList3: certificate,
      }),
      { ...step2, renewpwd: 'Corp#2026' },
    );
    expect(school).toMatchObject({
      userType: 3,
      orgName: '星桥职业技术学院',
      orgType: 'EDU3',
      principalName: '赵六',
      address: '学院路 2 号',
      orgCode: '12330100MB0000001Y',
      password: 'Corp#2026',
      attachList: certificate,
    });
    expect(registerSchema.safeParse(school).success).toBe(true);
  });
});
