import { Badge, Button, Card, List, Segmented, Space, Typography } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Notification } from '@/contracts/notifications';
import { usePagedQuery } from '@/components/list-page/use-paged-query';
import { NOTIFICATIONS_KEY, fetchNotifications, markNotificationsRead } from '@/features/notifications/api';
import { formatIso } from '@/utils/time';
import '../review/management.css';
import './notifications-page.css';

/** D15: the organisation's notifications, newest first; opening one marks it read and goes to what it is about. */
export default function NotificationsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { filters, search, setPage, page, data, loading } = usePagedQuery({
    key: [...NOTIFICATIONS_KEY, 'list'],
    initial: { unread: false },
    fetch: (query, signal) => fetchNotifications(query, signal),
  });
  const read = useMutation({
    mutationFn: markNotificationsRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });

  const open = async (item: Notification) => {
    if (item.readAt === null) await read.mutateAsync({ ids: [item.id] }).catch(() => undefined);
    if (item.link) navigate(item.link);
  };
  const unread = data?.unread ?? 0;

  return (
    <div className="management-page">
      <Card
        title={
          <Space>
            {t('notifications.title')}
            {/* A span may carry a name only with a role: the count is a picture of a number, named in words. */}
            <Badge count={unread} role="img" aria-label={t('notifications.unreadCount', { count: unread })} />
          </Space>
        }
        extra={
          <Button disabled={unread === 0} loading={read.isPending} onClick={() => read.mutate({ all: true })}>
            {t('notifications.markAllRead')}
          </Button>
        }
      >
        <Segmented
          value={filters.unread ? 'unread' : 'all'}
          onChange={(value) => search({ unread: value === 'unread' })}
          options={[
            { value: 'all', label: t('notifications.filterAll') },
            { value: 'unread', label: t('notifications.filterUnread') },
          ]}
        />
        <List<Notification>
          className="notifications-list"
          // The actions sit under the text, so that a phone keeps the full width for it.
          itemLayout="vertical"
          loading={loading}
          dataSource={data?.list ?? []}
          locale={{ emptyText: t(filters.unread ? 'notifications.emptyUnread' : 'notifications.empty') }}
          pagination={
            (data?.total ?? 0) > page.limit
              ? { current: page.currPage, pageSize: page.limit, total: data?.total ?? 0, onChange: setPage }
              : false
          }
          renderItem={(item) => (
            <List.Item
              actions={[
                item.link ? (
                  <Button key="open" type="link" onClick={() => void open(item)}>
                    {t('notifications.open')}
                  </Button>
                ) : null,
                item.readAt === null ? (
                  <Button key="read" type="link" onClick={() => read.mutate({ ids: [item.id] })}>
                    {t('notifications.markRead')}
                  </Button>
                ) : null,
              ].filter(Boolean)}
            >
              <List.Item.Meta
                title={
                  <Space size={8} wrap>
                    {item.readAt === null && <Badge status="processing" text={t('notifications.unread')} />}
                    <Typography.Text strong={item.readAt === null}>{item.title}</Typography.Text>
                  </Space>
                }
                description={
                  <>
                    <Typography.Paragraph style={{ marginBottom: 4 }}>{item.body}</Typography.Paragraph>
                    <Typography.Text type="secondary">{formatIso(item.createdAt)}</Typography.Text>
                  </>
                }
              />
            </List.Item>
          )}
        />
      </Card>
    </div>
  );
}
