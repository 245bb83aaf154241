/** Application labels the SPA sends with each form. */
export const LEAD_APPLICATIONS = {
  consult: '立即咨询',
  consultation: '提交咨询',
  proposal: '限时免费：领取数字藏品平台建设方案',
  partner: '申请加入合作伙伴',
} as const;
