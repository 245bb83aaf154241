// Plain constants, no zod: the server's error handler and the MSW handlers build the same 10001 message.

/** Chinese names of every request field, for the 10001 message `${label}：${rule}`. */
const FIELD_LABELS: Record<string, string> = {
  username: '账号',
  password: '密码',
  oldPassword: '原密码',
  autoLogin: '自动登录',
  phone: '手机号',
  code: '验证码',
  msgCode: '验证码',
  email: '邮箱',
  type: '类型',
  token: '令牌',
  name: '姓名',
  companyName: '公司名称',
  content: '留言内容',
  application: '申请项目',
  applicationName: '申请产品',
  source: '来源页面',
  userType: '注册类型',
  orgName: '机构名称',
  orgType: '机构类别',
  property: '企业性质',
  scale: '企业规模',
  principalName: '负责人姓名',
  address: '地址',
  orgCode: '证件号码',
  attachList: '证件',
  filePath: '附件路径',
  url: '附件地址',
  id: '编号',
  status: '状态',
  note: '备注',
  decision: '审核结果',
  reason: '驳回原因',
  kind: '类型',
  description: '需求描述',
  contactTime: '方便联系的时间',
  currPage: '页码',
  limit: '每页条数',
  keywords: '关键词',
  category: '栏目',
  from: '开始日期',
  to: '结束日期',
  file: '文件',
  img: '图片',
  // Operations console.
  role: '角色',
  title: '标题',
  summary: '摘要',
  html: '正文',
  coverPath: '封面图片',
  publish: '发布',
  updatedAt: '更新时间',
  actor: '操作人',
  action: '操作类型',
  // D9 explorer and traceability sample.
  height: '区块高度',
  hash: '哈希',
  batch: '批次号',
  // D13: site facts and sessions. A field inside a list is named by `list.field` where its bare name means
  // something else (an office's phone is not a mobile number).
  examples: '示例标记',
  copyright: '版权声明',
  techSupport: '技术支持单位',
  hotline: '服务热线',
  hotlineHours: '热线服务时间',
  serviceEmail: '商务邮箱',
  offices: '办公地点',
  'offices.city': '办公地点名称',
  'offices.address': '办公地址',
  'offices.phone': '办公电话',
  parkName: '人才平台主办单位',
  parkAddress: '主办单位地址',
  icpRecord: 'ICP 备案号',
  icpUrl: 'ICP 备案链接',
  policeRecord: '公安备案号',
  policeUrl: '公安备案链接',
  confirmOwn: '确认结束自己的会话',
};

/**
 * The deepest known label of an issue path ('attachList.0.filePath' → 附件路径), a field's label within its list
 * ('offices.0.phone' → 办公电话) before its bare one.
 */
function labelOf(path: readonly PropertyKey[]): string | undefined {
  // List positions are numbers in a zod path and digit strings in a Fastify one.
  const names = path.filter((key): key is string => typeof key === 'string' && !/^\d+$/.test(key));
  for (let index = names.length - 1; index >= 0; index -= 1) {
    const scoped = index > 0 ? FIELD_LABELS[`${names[index - 1]}.${names[index]}`] : undefined;
    const label = scoped ?? FIELD_LABELS[names[index]!];
    if (label) return label;
  }
  return undefined;
}

/** A zod issue as both sides see it (the server receives it through Fastify's validation error). */
export interface ValidationIssue {
  path: readonly PropertyKey[];
  message: string;
  code: string;
  errors?: ValidationIssue[][];
}

/** For a union (login by password or by phone), report the branch that came closest. */
function closestIssue(issue: ValidationIssue): ValidationIssue {
  if (issue.code === 'invalid_union' && issue.errors && issue.errors.length > 0) {
    const best = issue.errors.reduce((a, b) => (b.length < a.length ? b : a));
    const inner = best[0];
    // Only object branches (login by password / by phone): a union of literals keeps its own message.
    if (inner && inner.path.length > 0) return closestIssue({ ...inner, path: [...issue.path, ...inner.path] });
  }
  return issue;
}

export const INVALID_REQUEST_MESSAGE = '请求参数不正确';

/** '姓名：请输入姓名' from the first zod issue (lead decision on the 10001 message format). */
export function validationMessageOf(head: ValidationIssue | undefined): string {
  if (!head) return INVALID_REQUEST_MESSAGE;
  const issue = closestIssue(head);
  const label = labelOf(issue.path);
  return label ? `${label}：${issue.message}` : issue.message || INVALID_REQUEST_MESSAGE;
}
