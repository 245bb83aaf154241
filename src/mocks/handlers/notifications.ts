import { http } from 'msw';
import { ApiCode } from '../../contracts/codes';
import { notificationListQuerySchema, notificationReadSchema, type Notification } from '../../contracts/notifications';
import { API } from '../../contracts/paths';
import { NOTIFICATION_LINKS, serviceRequestPath } from '../../contracts/app-paths';
import { mockDb, type MockDb } from '../db';
import { callerOf } from './auth';
import { api, fail, ok, parseOr, queryOf } from '../respond';

type StoredNotification = Notification & { owner: string };
interface NotificationState {
  items: StoredNotification[];
  nextId: number;
}
const states = new WeakMap<MockDb, NotificationState>();

/** enterprise01's demo notifications: one read, one unread. Added once per mock database. */
function stateOf(db: MockDb): NotificationState {
  let state = states.get(db);
  if (state) return state;
  const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
  state = {
    nextId: 3,
    items: [
      {
        id: 2,
        owner: 'enterprise01',
        title: '服务邀请已联系：区块链溯源',
        body: '您提交的服务邀请：区块链溯源（编号 4）状态为“已联系”，备注：已电话沟通，下周上门演示。',
        link: serviceRequestPath(4),
        createdAt: hoursAgo(1),
        readAt: null,
      },
      {
        id: 1,
        owner: 'enterprise01',
        title: '注册申请已通过审核',
        body: '您以账号 enterprise01 提交的注册申请已通过管理单位审核，现在可以办理人才登记、奖励申报等业务。',
        link: NOTIFICATION_LINKS.account,
        createdAt: hoursAgo(72),
        readAt: hoursAgo(70),
      },
    ],
  };
  states.set(db, state);
  return state;
}

/** What the server writes with a decision (D15): other mock handlers call this for the organisation `owner`. */
export function pushMockNotification(owner: string, fields: Pick<Notification, 'title' | 'body' | 'link'>): void {
  const state = stateOf(mockDb.current);
  state.items.unshift({ id: state.nextId++, owner, createdAt: new Date().toISOString(), readAt: null, ...fields });
}

const unreadOf = (items: StoredNotification[]) => items.filter((item) => item.readAt === null).length;

export const notificationHandlers = [
  http.get(api(API.notificationsList), ({ request }) => {
    const account = callerOf(request, API.notificationsList);
    if (account instanceof Response) return account;
    const parsed = parseOr(notificationListQuerySchema, queryOf(request));
    if ('response' in parsed) return parsed.response;
    const own = stateOf(mockDb.current).items.filter((item) => item.owner === account.username);
    const matching = parsed.data.unread ? own.filter((item) => item.readAt === null) : own;
    const { currPage, limit } = parsed.data;
    return ok({
      list: matching.slice((currPage - 1) * limit, currPage * limit).map(({ owner: _owner, ...item }) => item),
      total: matching.length,
      unread: unreadOf(own),
    });
  }),
  http.post(api(API.notificationsRead), async ({ request }) => {
    const account = callerOf(request, API.notificationsRead);
    if (account instanceof Response) return account;
    const parsed = parseOr(notificationReadSchema, await request.json());
    if ('response' in parsed) return parsed.response;
    const own = stateOf(mockDb.current).items.filter((item) => item.owner === account.username);
    const ids = new Set(parsed.data.ids ?? []);
    if (!parsed.data.all && [...ids].some((id) => !own.some((item) => item.id === id)))
      return fail(ApiCode.NOT_FOUND, '通知不存在');
    const now = new Date().toISOString();
    let marked = 0;
    for (const item of own)
      if (item.readAt === null && (parsed.data.all || ids.has(item.id))) {
        item.readAt = now;
        marked += 1;
      }
    return ok({ marked, unread: unreadOf(own) }, '已标记为已读');
  }),
];
