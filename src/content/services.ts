/** Support and services page (SPEC §2 /service). The hotline itself comes from site-config. */

export interface SupportTier {
  stage: string;
  title: string;
  hours: string;
  hoursNote: string;
  items: string[];
}

export const SERVICE_BANNER = {
  title: '支持与服务',
  text: '从选型咨询、部署实施到上线运维，专业团队全程陪伴，让区块链应用稳定、安全地服务您的业务。',
} as const;

/** SPEC §2 support tiers: pre-sales 5×8, in-sale hotline 7×24, after-sales 7×8. */
export const SUPPORT_TIERS: SupportTier[] = [
  {
    stage: '售前',
    title: '售前咨询',
    hours: '5×8 小时',
    hoursNote: '工作日 9:00-17:00',
    items: ['业务场景梳理与产品选型', '解决方案与报价说明', '产品演示与试用开通', '上链合规政策解读'],
  },
  {
    stage: '售中',
    title: '售中服务热线',
    hours: '7×24 小时',
    hoursNote: '全年无休，随时响应',
    items: ['部署实施进度跟踪', '系统对接与联调支持', '紧急问题即时响应', '上线保障与割接值守'],
  },
  {
    stage: '售后',
    title: '售后服务',
    hours: '7×8 小时',
    hoursNote: '每天 9:00-17:00',
    items: ['使用培训与操作指导', '故障排查与版本升级', '运行巡检与性能优化', '需求变更与二次开发评估'],
  },
];

export const SERVICE_PROMISES = [
  { figure: '15 分钟', text: '热线紧急问题响应' },
  { figure: '2 小时', text: '工单首次处理' },
  { figure: '24 小时', text: '工作日留言回复' },
  { figure: '99.9%', text: '平台服务可用性' },
] as const;

export const SERVICE_CHANNELS = [
  { title: '在线咨询', text: '填写咨询表单，顾问一个工作日内联系您' },
  { title: '服务热线', text: '拨打热线，直达技术支持工程师' },
  { title: '服务邮箱', text: '发送需求或问题描述，获取书面答复' },
] as const;
