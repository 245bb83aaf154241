import type { Lead } from '../contracts/leads';
import type { NewsDetail } from '../contracts/news';

/** In-memory state behind the mock handlers; reset between tests. */
export interface MockAccount {
  username: string;
  password: string;
  phone: string;
  email: string;
  roles: string[];
  orgName: string;
  userType: number | null;
  status: 'pending' | 'approved' | 'rejected' | 'disabled';
}

export interface MockDb {
  accounts: MockAccount[];
  sessions: Map<string, string>;
  leads: Lead[];
  news: NewsDetail[];
  codes: Map<string, string>;
}

const seedNews = (): NewsDetail[] =>
  [
    [5, '高新区人才服务联盟链平台正式上线运行', '平台将人才认定、奖励申报与审核留痕全部上链，办事进度可追溯。'],
    [5, '2026 年度园区人才工作会议顺利召开', '会议总结了年度人才引育成效，发布了下一年度人才服务重点任务。'],
    [5, '园区首批区块链应用开发工程师结业', '42 名学员完成 64 学时课程与项目实训，全部通过结业考核。'],
    [2, '关于高层次人才分类认定的实施办法', '明确 A 至 E 类人才的认定标准、申报材料与审核流程。'],
    [3, '2026 年度人才安家补贴申报通知', '符合条件的园区单位可于 12 月 31 日前为在职人才提交申报。'],
    [4, '园区企业注册与审核办事指南', '说明园区企业、机构与高校在平台注册所需的材料和审核时限。'],
    [6, '园区重点企业冬季招聘岗位汇总', '汇总 36 家企业的 218 个岗位，涵盖研发、测试、运营与管理。'],
    [7, '区块链产业产品经理研修班招生', '面向园区企业产品与业务骨干，共 48 学时，采用周末集中授课。'],
  ].map(([category, title, summary], index) => ({
    id: index + 1,
    category: category as number,
    title: title as string,
    summary: summary as string,
    source: '星桥高新区人才服务中心',
    publishedAt: `2026-11-${String(20 - index).padStart(2, '0')} 09:30:00`,
    content: `<p>${summary as string}</p><p>详情请咨询园区人才服务中心。</p>`,
  }));

export function createMockDb(): MockDb {
  return {
    accounts: [
      {
        username: 'admin',
        password: 'Admin#2026',
        phone: '13800000000',
        email: 'admin@example.com',
        roles: ['admin'],
        orgName: '星桥高新区管理委员会',
        userType: null,
        status: 'approved',
      },
      {
        username: 'enterprise01',
        password: 'Demo#2026',
        phone: '13800000001',
        email: 'enterprise01@example.com',
        roles: ['enterprise'],
        orgName: '杭州云杉智造科技有限公司',
        userType: 1,
        status: 'approved',
      },
    ],
    sessions: new Map(),
    leads: [],
    news: seedNews(),
    codes: new Map(),
  };
}

export const mockDb: { current: MockDb } = { current: createMockDb() };

export function resetMockDb(): void {
  mockDb.current = createMockDb();
}
