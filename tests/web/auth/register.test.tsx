import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { API, API_BASE_PATH } from '@/contracts/paths';
import { mockServer } from '@/mocks/node';
import { mockDb } from '@/mocks/db';
import { pngFile, recordPosts, renderAuth, setupUser, setupWithFakeTimers } from '../support/render-auth';

type User = ReturnType<typeof setupUser>;

/** Chooses an option of a select by its text, once the dictionary has filled it in. */
async function choose(user: User, label: string, option: string) {
  const select = screen.getByLabelText<HTMLSelectElement>(label);
  const item = await within(select).findByRole('option', { name: option });
  await user.selectOptions(select, item);
}

/** The option a select shows (its text), '' while only the placeholder shows. */
function chosen(label: string): string {
  const select = screen.getByLabelText(label);
  if (!(select instanceof HTMLSelectElement)) throw new Error(`${label} is not a select`);
  return select.value === '' ? '' : (select.selectedOptions[0]?.textContent ?? '');
}

/** The options a person can choose in a select (not its placeholder or its empty-list line). */
function choosable(label: string): string[] {
  const select = screen.getByLabelText<HTMLSelectElement>(label);
  return Array.from(select.options)
    .filter((option) => !option.disabled)
    .map((option) => option.textContent ?? '');
}

async function uploadCertificate(user: User) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no upload');
  await user.upload(input, pngFile('licence.png'));
  await waitFor(() => expect(screen.queryByText('上传证件')).not.toBeInTheDocument());
}

/** The radio input itself is drawn as a button; a person clicks the button's text. */
async function pickType(user: User, label: string) {
  await user.click(await screen.findByText(label, { selector: '.auth-radio-button__label' }));
}

/** Pastes instead of typing key by key: the same change events, far fewer re-renders on a shared machine. */
async function fill(user: User, label: string, value: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(value);
}

const nextButton = () => screen.getByRole('button', { name: '下一步' });

async function fillInstitution(user: User) {
  await pickType(user, '园区机构');
  await fill(user, '单位名称', '  星桥高新区人才服务中心 ');
  await choose(user, '单位类型', '事业单位');
  await fill(user, '负责人姓名', '李四');
  await fill(user, '单位地址', '星桥路 8 号');
  await fill(user, '机构代码证', '12330100MB0000000X');
  await uploadCertificate(user);
}

async function fillAccount(user: User, overrides: Partial<Record<string, string>> = {}) {
  const values = {
    账户名: 'talent01',
    登录密码: 'Talent#2026',
    确认密码: 'Talent#2026',
    邮箱: 'hr@talent.example.com',
    邮箱验证码: '123456',
    手机号: '13900000009',
    确认手机号: '13900000009',
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) if (value) await fill(user, label, value);
}

describe('/register', { timeout: 120_000 }, () => {
  it('shows every enterprise message on an empty step 1 and stays on step 1', async () => {
    const user = setupUser();
    await renderAuth(['/register']);
    await user.click(await screen.findByRole('button', { name: '下一步' }));
    for (const message of [
      '请输入企业名称',
      '请选择所属行业',
      '请选择企业性质',
      '请选择企业规模',
      '请输入法人姓名',
      '请输入企业地址',
      '请输入营业执照',
      '请上传证件',
    ])
      expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByLabelText('账户名')).not.toBeInTheDocument();
  });

  it('shows the institution and university messages', async () => {
    const user = setupUser();
    await renderAuth(['/register']);
    await pickType(user, '园区机构');
    await user.click(nextButton());
    for (const message of [
      '请输入单位名称',
      '请选择单位类型',
      '请输入负责人姓名',
      '请输入单位地址',
      '请输入机构代码证',
      '请上传证件',
    ])
      expect(await screen.findByText(message)).toBeInTheDocument();
    await pickType(user, '高校');
    await user.click(nextButton());
    for (const message of [
      '请输入学校名称',
      '请选择办学层次',
      '请输入负责人姓名',
      '请输入学校地址',
      '请输入机构代码证',
      '请上传证件',
    ])
      expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('limits lengths and trims text', async () => {
    const user = setupUser();
    await renderAuth(['/register']);
    await screen.findByLabelText('企业名称');
    await fill(user, '企业名称', '企'.repeat(51));
    await fill(user, '法人姓名', '张'.repeat(21));
    await fill(user, '企业地址', '   ');
    await fill(user, '营业执照', '9'.repeat(21));
    await user.click(nextButton());
    expect(await screen.findByText('最大字符50')).toBeInTheDocument();
    expect(screen.getAllByText('最大字符20')).toHaveLength(2);
    expect(screen.getByText('请输入企业地址')).toBeInTheDocument();
  });

  it('fills the selects from the dictionaries and shows the chosen values', async () => {
    const user = setupUser();
    await renderAuth(['/register']);
    await screen.findByLabelText('所属行业');
    await choose(user, '所属行业', '医药制造业');
    await choose(user, '企业性质', '私营企业');
    await choose(user, '企业规模', '中型（100-299 人）');
    expect(chosen('所属行业')).toBe('医药制造业');
    expect(chosen('企业性质')).toBe('私营企业');
    expect(chosen('企业规模')).toBe('中型（100-299 人）');
    await pickType(user, '高校');
    expect(chosen('办学层次')).toBe('');
    await choose(user, '办学层次', '高等职业教育（专科）');
    expect(chosen('办学层次')).toBe('高等职业教育（专科）');
  });

  it('applies a dictionary only when its answer is code 0', async () => {
    mockServer.use(
      http.get(`${API_BASE_PATH}${API.dict}`, ({ request }) =>
        new URL(request.url).searchParams.get('type') === '1'
          ? HttpResponse.json({ code: 50000, msg: '服务器开小差了' }, { status: 500 })
          : undefined,
      ),
    );
    const user = setupUser();
    await renderAuth(['/register']);
    expect(await screen.findByText('服务器开小差了')).toBeInTheDocument();
    await user.click(screen.getByLabelText('所属行业'));
    expect(await within(screen.getByLabelText('所属行业')).findByText('暂无数据')).toBeInTheDocument();
    expect(choosable('所属行业')).toEqual([]);
    await user.keyboard('{Escape}');
    await choose(user, '企业性质', '国有企业');
  });

  it('highlights the next step only when the required fields and an image are present', async () => {
    const user = setupUser();
    await renderAuth(['/register']);
    await screen.findByRole('button', { name: '下一步' });
    await pickType(user, '园区机构');
    await fill(user, '单位名称', '星桥高新区人才服务中心');
    await choose(user, '单位类型', '事业单位');
    await fill(user, '负责人姓名', '李四');
    await fill(user, '单位地址', '星桥路 8 号');
    await fill(user, '机构代码证', '12330100MB0000000X');
    expect(nextButton()).not.toHaveClass('auth-submit--active');
    await uploadCertificate(user);
    expect(nextButton()).toHaveClass('auth-submit--active');
    await user.clear(screen.getByLabelText('负责人姓名'));
    expect(nextButton()).not.toHaveClass('auth-submit--active');
  });

  it('resets every field, the upload and the validation when the type changes, keeping the type', async () => {
    const user = setupUser();
    await renderAuth(['/register']);
    await screen.findByLabelText('企业名称');
    await fill(user, '企业名称', '杭州云杉智造科技有限公司');
    await choose(user, '所属行业', '医药制造业');
    await uploadCertificate(user);
    await user.click(nextButton());
    expect(await screen.findByText('请输入法人姓名')).toBeInTheDocument();

    await pickType(user, '园区机构');
    expect(screen.getByRole('radio', { name: '园区机构' })).toBeChecked();
    expect(screen.queryByText('请输入法人姓名')).not.toBeInTheDocument();
    expect(screen.getByText('上传证件')).toBeInTheDocument();
    await fill(user, '负责人姓名', '李四');

    await pickType(user, '高校');
    expect(screen.getByLabelText('负责人姓名')).toHaveValue('');

    await pickType(user, '园区企业');
    expect(screen.getByLabelText('企业名称')).toHaveValue('');
    expect(chosen('所属行业')).toBe('');
    expect(screen.getByText('上传证件')).toBeInTheDocument();
    expect(document.querySelectorAll('.certificate-upload__item')).toHaveLength(0);
    expect(document.querySelectorAll('.auth-field__explain')).toHaveLength(0);
  });

  it('goes back to /login from step 1, and from step 2 back to step 1 keeping the values', async () => {
    const user = setupUser();
    await renderAuth(['/register']);
    await screen.findByRole('button', { name: '下一步' });
    await fillInstitution(user);
    await user.click(nextButton());
    expect(await screen.findByLabelText('账户名')).toBeInTheDocument();
    await fill(user, '账户名', 'talent01');
    await user.click(screen.getByRole('button', { name: '返回上一步' }));
    expect(await screen.findByLabelText('单位名称')).toHaveValue('  星桥高新区人才服务中心 ');
    expect(screen.getByRole('radio', { name: '园区机构' })).toBeChecked();
    await user.click(nextButton());
    expect(await screen.findByLabelText('账户名')).toHaveValue('talent01');
    await user.click(screen.getByRole('button', { name: '返回上一步' }));
    await user.click(await screen.findByRole('link', { name: '返回登录' }));
    expect(await screen.findByRole('heading', { name: '欢迎登录' })).toBeInTheDocument();
  });

  it('shows every step-2 message', async () => {
    const user = setupUser();
    await renderAuth(['/register']);
    await screen.findByRole('button', { name: '下一步' });
    await fillInstitution(user);
    await user.click(nextButton());
    await user.click(await screen.findByRole('button', { name: '提交注册' }));
    for (const message of [
      '请输入账户名',
      '请输入密码',
      '请再次输入密码',
      '请输入邮箱地址',
      '请输入验证码',
      '请输入手机号',
      '请再次输入手机号',
    ])
      expect(await screen.findByText(message)).toBeInTheDocument();
    // Each message is the description of its field (aria-describedby), read with it by a screen reader.
    expect(screen.getByLabelText('账户名')).toHaveAccessibleDescription('请输入账户名');
    expect(screen.getByLabelText('账户名')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('邮箱')).toHaveAccessibleDescription('请输入邮箱地址');
    expect(screen.getByLabelText('确认手机号')).toHaveAccessibleDescription('请再次输入手机号');
    for (const id of ['#register-newpwd', '#register-renewpwd'])
      expect(document.querySelector(id)?.closest('.auth-input')).toHaveClass('auth-input--error');

    await fillAccount(user, {
      账户名: 'ab',
      登录密码: 'abcdefg',
      确认密码: 'abcdefh',
      邮箱: 'hr@',
      邮箱验证码: '',
      手机号: '12900000001',
      确认手机号: '13900000002',
    });
    await user.click(screen.getByRole('button', { name: '提交注册' }));
    for (const message of [
      '4-20位字符,支持字母及数字',
      '密码由6-20位字符，字母、数字及符号至少包含2种',
      '两次输入密码不一致!',
      '请输入正确的邮箱地址',
      '请输入正确的手机号',
      '两次输入手机号不一致!',
    ])
      expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('账户名')).toHaveAccessibleDescription('4-20位字符,支持字母及数字');
    expect(screen.getByLabelText('确认手机号')).toHaveAccessibleDescription('两次输入手机号不一致!');
  });

  it('checks the e-mail before sending a code and starts the 60 s countdown only after a successful send', async () => {
    const user = setupWithFakeTimers();
    const bodies = recordPosts(API.emailSend);
    await renderAuth(['/register']);
    await screen.findByRole('button', { name: '下一步' });
    await fillInstitution(user);
    await user.click(nextButton());
    const send = await screen.findByRole('button', { name: '获取验证码' });
    await user.click(send);
    expect(await screen.findByText('请输入邮箱')).toBeInTheDocument();
    await fill(user, '邮箱', 'hr@talent');
    await user.click(send);
    expect(await screen.findByText('请输入正确的邮箱')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    mockServer.use(
      http.post(
        `${API_BASE_PATH}${API.emailSend}`,
        () => HttpResponse.json({ code: 10007, msg: '该邮箱已注册' }, { status: 409 }),
        { once: true },
      ),
    );
    await user.clear(screen.getByLabelText('邮箱'));
    await fill(user, '邮箱', 'hr@talent.example.com');
    await user.click(send);
    expect(await screen.findByText('该邮箱已注册')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled();
    expect(screen.queryByText(/s后重新发送/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: '60s后重新发送' })).toBeDisabled();
    expect(bodies).toEqual([{ email: 'hr@talent.example.com' }]);
    expect(screen.getByText('发送成功')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(59_000));
    expect(screen.getByRole('button', { name: '1s后重新发送' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.getByRole('button', { name: '重新发送验证码' })).toBeEnabled();
  });

  it('submits the SPEC payload and goes to /login with the pending-review message', async () => {
    const user = setupUser();
    const bodies = recordPosts(API.register);
    await renderAuth(['/register']);
    await screen.findByRole('button', { name: '下一步' });
    await fillInstitution(user);
    await user.click(nextButton());
    await screen.findByLabelText('账户名');
    expect(screen.getByRole('button', { name: '提交注册' })).not.toHaveClass('auth-submit--active');
    await fillAccount(user, { 账户名: ' talent01 ' });
    expect(screen.getByRole('button', { name: '提交注册' })).toHaveClass('auth-submit--active');
    await user.click(screen.getByRole('button', { name: '提交注册' }));
    expect(await screen.findByText('您的注册信息已提交成功，请等待管理单位审核！')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '欢迎登录' })).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        userType: 2,
        orgName: '星桥高新区人才服务中心',
        orgType: '02',
        principalName: '李四',
        address: '星桥路 8 号',
        orgCode: '12330100MB0000000X',
        username: 'talent01',
        password: 'Talent#2026',
        phone: '13900000009',
        msgCode: '123456',
        email: 'hr@talent.example.com',
        attachList: [
          { filePath: '/uploads/mock-certificate.png', url: '/uploads/mock-certificate.png', name: 'licence.png' },
        ],
      },
    ]);
    expect(mockDb.current.accounts.find((account) => account.username === 'talent01')?.status).toBe('pending');
  });

  it('submits an enterprise with industry, nature and scale', async () => {
    const user = setupUser();
    const bodies = recordPosts(API.register);
    await renderAuth(['/register']);
    await screen.findByLabelText('企业名称');
    await fill(user, '企业名称', '杭州云杉智造科技有限公司');
    await choose(user, '所属行业', '医药制造业');
    await choose(user, '企业性质', '私营企业');
    await choose(user, '企业规模', '中型（100-299 人）');
    await fill(user, '法人姓名', '王五');
    await fill(user, '企业地址', '星桥高新区创新路 1 号');
    await fill(user, '营业执照', '91330100MA0000000A');
    await uploadCertificate(user);
    await user.click(nextButton());
    await screen.findByLabelText('账户名');
    await fillAccount(user);
    await user.click(screen.getByRole('button', { name: '提交注册' }));
    expect(await screen.findByRole('heading', { name: '欢迎登录' })).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({
      userType: 1,
      orgName: '杭州云杉智造科技有限公司',
      orgType: 'C27',
      property: '170',
      scale: '3',
      principalName: '王五',
    });
  });

  /** An institution's step 1, then step 2 filled with `account` and submitted. */
  async function submitInstitution(account: Partial<Record<string, string>>) {
    const user = setupUser();
    await renderAuth(['/register']);
    await screen.findByRole('button', { name: '下一步' });
    await fillInstitution(user);
    await user.click(nextButton());
    await screen.findByLabelText('账户名');
    await fillAccount(user, account);
    await user.click(screen.getByRole('button', { name: '提交注册' }));
  }

  it("marks the password field with the server's refusal of a common password (D10)", async () => {
    await submitInstitution({ 登录密码: 'Password1', 确认密码: 'Password1' });
    const field = screen.getByLabelText('登录密码').closest('.auth-field') as HTMLElement;
    expect(await within(field).findByText('密码过于常见，容易被猜中，请换一个更复杂的密码')).toBeInTheDocument();
    expect(screen.getByLabelText('登录密码')).toHaveValue('Password1');
  });

  it('stays on the form when the server refuses the registration', async () => {
    await submitInstitution({ 账户名: 'admin' });
    expect(await screen.findByText('该账号、手机号或邮箱已注册')).toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    expect(screen.getByLabelText('账户名')).toHaveValue('admin');
  });
});
