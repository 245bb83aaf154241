import { formatShanghai } from '#utils/shanghai-date';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const SITE = '星桥链数';

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );
}

function render(subject: string, lines: string[]): MailContent {
  const text = `${lines.join('\n')}\n\n—— ${SITE}（系统邮件，请勿直接回复）\n`;
  const html = `<!doctype html><html lang="zh-CN"><body style="font-family:sans-serif;line-height:1.7">${lines
    .map((line) => (line ? `<p style="margin:0">${escapeHtml(line)}</p>` : '<br>'))
    .join('')}<hr><p style="color:#888;font-size:12px">${SITE}（系统邮件，请勿直接回复）</p></body></html>`;
  return { subject, text, html };
}

export interface LeadMailInput {
  kindLabel: string;
  application: string;
  name: string;
  phone: string;
  companyName: string;
  content: string;
  email: string;
  source: string;
  ip: string;
  createdAt: Date;
}

/** Lead notification to LEADS_TO. `{{id}}` is replaced by the lead number in the same INSERT. */
export function leadNotificationMail(lead: LeadMailInput): MailContent {
  return render(`【新线索 #{{id}}】${lead.application || lead.kindLabel} - ${lead.companyName || lead.name}`, [
    `收到一条新的${lead.kindLabel}（线索编号 #{{id}}），请在 48 小时内电话回访。`,
    '',
    `申请项目：${lead.application || '—'}`,
    `姓名：${lead.name}`,
    `电话：${lead.phone}`,
    `公司名称：${lead.companyName || '—'}`,
    `留言内容：${lead.content || '—'}`,
    `访客填写的邮箱：${lead.email || '—'}`,
    `来源页面：${lead.source || '—'}`,
    `提交时间：${formatShanghai(lead.createdAt)}（北京时间）`,
    `来源 IP：${lead.ip || '—'}`,
    '',
    '可在管理后台“线索收件箱”中查看与跟进。',
  ]);
}

export function emailCodeMail(code: string): MailContent {
  return render(`【${SITE}】注册验证码 ${code}`, [
    '您好：',
    `您正在注册${SITE}人才服务平台账号，验证码为：${code}`,
    '验证码 5 分钟内有效，请勿告知他人。如非本人操作，请忽略本邮件。',
  ]);
}

export function resetCodeMail(code: string): MailContent {
  return render(`【${SITE}】找回密码验证码 ${code}`, [
    '您好：',
    `您正在找回${SITE}人才服务平台账号的密码，验证码为：${code}`,
    '验证码 5 分钟内有效，请勿告知他人。如非本人操作，请忽略本邮件，您的密码不会被修改。',
  ]);
}

/** D10: the code a sign-in needs as well once the account has had many failed sign-ins (docs/security.md). */
export function signInCodeMail(code: string): MailContent {
  return render(`【${SITE}】登录验证码 ${code}`, [
    '您好：',
    `您的${SITE}账号近期登录失败次数较多，为保护账号安全，本次登录需要验证码：${code}`,
    '验证码 5 分钟内有效，请勿告知他人。如非本人操作，说明有人在尝试登录您的账号，建议尽快修改密码。',
  ]);
}

/**
 * D10: a registration code asked for an address that already has an account. The answer to the request is the
 * same as for a new address; only the owner of the mailbox learns that it is registered.
 */
export function alreadyRegisteredMail(): MailContent {
  return render(`【${SITE}】该邮箱已注册`, [
    '您好：',
    `有人（可能是您本人）正在用本邮箱注册${SITE}人才服务平台账号，但本邮箱已注册过账号，因此没有发送注册验证码。`,
    '如需登录，请使用原账号登录；如忘记密码，请在登录页点击“忘记密码”找回。如非本人操作，请忽略本邮件。',
  ]);
}

/** D10: a password-reset code asked for an address without an account (same answer as for a registered one). */
export function notRegisteredMail(): MailContent {
  return render(`【${SITE}】找回密码`, [
    '您好：',
    `有人（可能是您本人）正在为本邮箱找回${SITE}人才服务平台账号的密码，但本邮箱尚未注册账号，因此没有发送验证码。`,
    '如需使用平台，请先注册；如非本人操作，请忽略本邮件。',
  ]);
}

export function reviewDecisionMail(input: {
  username: string;
  orgName: string;
  approved: boolean;
  reason: string;
}): MailContent {
  return input.approved
    ? render(`【${SITE}】您的注册申请已通过审核`, [
        `${input.orgName}：`,
        `您以账号 ${input.username} 提交的注册申请已通过管理单位审核，现在可以登录平台办理人才登记、奖励申报等业务。`,
      ])
    : render(`【${SITE}】您的注册申请未通过审核`, [
        `${input.orgName}：`,
        `很遗憾，您以账号 ${input.username} 提交的注册申请未通过管理单位审核。`,
        `原因：${input.reason}`,
        '请根据原因修改材料后重新注册，如有疑问请联系管理单位。',
      ]);
}

/** The managing unit's decision on a talent filing, to the organisation's e-mail. */
export function talentDecisionMail(input: {
  orgName: string;
  talentName: string;
  kindLabel: string;
  approved: boolean;
  reason: string;
}): MailContent {
  return input.approved
    ? render(`【${SITE}】${input.kindLabel}登记已通过审核：${input.talentName}`, [
        `${input.orgName}：`,
        `贵单位提交的${input.kindLabel}登记（${input.talentName}）已通过管理单位审核，登记结果已记录上链。`,
        '该人才现可用于奖励申报，请登录平台办理。',
      ])
    : render(`【${SITE}】${input.kindLabel}登记未通过审核：${input.talentName}`, [
        `${input.orgName}：`,
        `很遗憾，贵单位提交的${input.kindLabel}登记（${input.talentName}）未通过管理单位审核。`,
        `原因：${input.reason}`,
        '请登录平台，在人才登记中修改后重新提交。',
      ]);
}

/** The managing unit's decision on a reward application, to the organisation's e-mail. */
export function rewardDecisionMail(input: {
  orgName: string;
  talentName: string;
  rewardLabel: string;
  amount: string;
  approved: boolean;
  reason: string;
}): MailContent {
  const subject = `${input.rewardLabel}申请（${input.talentName}，${input.amount} 元）`;
  return input.approved
    ? render(`【${SITE}】${subject}已通过审核`, [
        `${input.orgName}：`,
        `贵单位为 ${input.talentName} 提交的${input.rewardLabel}申请（申请金额 ${input.amount} 元）已通过管理单位审核。`,
        '资金拨付进度请留意管理单位通知。',
      ])
    : render(`【${SITE}】${subject}未通过审核`, [
        `${input.orgName}：`,
        `很遗憾，贵单位为 ${input.talentName} 提交的${input.rewardLabel}申请（申请金额 ${input.amount} 元）未通过管理单位审核。`,
        `原因：${input.reason}`,
        '如有疑问请联系管理单位，修改材料后可重新申请。',
      ]);
}

/**
 * The set-password link of an account the admin created (`activate`) or a new link the admin sent
 * (`reset`). The link works once, for `hours` hours.
 */
export function setPasswordMail(input: {
  username: string;
  orgName: string;
  roleLabel: string;
  link: string;
  hours: number;
  purpose: 'activate' | 'reset';
}): MailContent {
  const intro =
    input.purpose === 'activate'
      ? `平台管理员为您创建了${SITE}人才服务平台的${input.roleLabel}账号：${input.username}（${input.orgName}）。`
      : `平台管理员为您的账号 ${input.username}（${input.orgName}）发送了设置新密码的链接。`;
  return render(`【${SITE}】${input.purpose === 'activate' ? '请设置您的账号密码' : '设置新密码'}`, [
    '您好：',
    intro,
    '请打开下面的链接设置登录密码：',
    input.link,
    `链接 ${input.hours} 小时内有效，只能使用一次；重新发送后，之前的链接失效。`,
    input.purpose === 'reset'
      ? '设置新密码前，原密码仍可使用；设置后，已登录的会话将全部退出。'
      : '设置密码后即可用账号登录。',
    '如非本人相关，请忽略本邮件并告知平台管理员。',
  ]);
}

/** D15: a notification without a mail of its own (service requests, account changes), to the organisation. */
export function notificationMail(input: { orgName: string; title: string; body: string }): MailContent {
  return render(`【${SITE}】${input.title}`, [
    `${input.orgName || '您好'}：`,
    input.body,
    '',
    '登录平台后，可在“消息通知”中查看。',
  ]);
}
