import type { ComponentType } from 'react';
import {
  AuditOutlined,
  BarChartOutlined,
  CustomerServiceOutlined,
  DashboardOutlined,
  FileTextOutlined,
  FormOutlined,
  HistoryOutlined,
  HomeOutlined,
  IdcardOutlined,
  LinkOutlined,
  MailOutlined,
  NotificationOutlined,
  ProfileOutlined,
  SafetyCertificateOutlined,
  ScheduleOutlined,
  SettingOutlined,
  SolutionOutlined,
  TeamOutlined,
  TrophyOutlined,
  UserOutlined,
  AppstoreOutlined,
} from '@ant-design/icons';

/**
 * Route-table icon names (meta.icon) → @ant-design/icons. The one place to add an icon for a new route;
 * an unknown name falls back to a neutral icon rather than nothing.
 */
const ICONS: Record<string, ComponentType> = {
  home: HomeOutlined,
  dashboard: DashboardOutlined,
  user: UserOutlined,
  idcard: IdcardOutlined,
  audit: AuditOutlined,
  review: AuditOutlined,
  team: TeamOutlined,
  talent: TeamOutlined,
  solution: SolutionOutlined,
  form: FormOutlined,
  trophy: TrophyOutlined,
  reward: TrophyOutlined,
  'customer-service': CustomerServiceOutlined,
  service: CustomerServiceOutlined,
  'file-text': FileTextOutlined,
  profile: ProfileOutlined,
  notification: NotificationOutlined,
  news: NotificationOutlined,
  mail: MailOutlined,
  leads: MailOutlined,
  chart: BarChartOutlined,
  safety: SafetyCertificateOutlined,
  schedule: ScheduleOutlined,
  setting: SettingOutlined,
  link: LinkOutlined,
  history: HistoryOutlined,
};

export function RouteIcon({ name }: { name?: string }) {
  if (!name) return null;
  const Icon = ICONS[name] ?? AppstoreOutlined;
  return <Icon />;
}
