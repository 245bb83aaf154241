/** Chinese names of every request field, for the 10001 message `${label}：${rule}`. */
export const FIELD_LABELS: Record<string, string> = {
  username: '账号',
  password: '密码',
  oldPassword: '原密码',
  autoLogin: '自动登录',
  phone: '手机号',
  code: '验证码',
  msgCode: '验证码',
  email: '邮箱',
  type: '类型',
  token: '登录令牌',
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
};

/** First named field in an issue path ('attachList.0.filePath' → the deepest known label). */
export function labelOf(path: readonly (string | number)[]): string | undefined {
  for (let index = path.length - 1; index >= 0; index -= 1) {
    const key = path[index];
    if (typeof key === 'string' && FIELD_LABELS[key]) return FIELD_LABELS[key];
  }
  return undefined;
}
