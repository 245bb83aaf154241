import { Badge } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { NOTIFICATION_LINKS } from '@/contracts/app-paths';
import { NOTIFICATIONS_KEY, fetchUnreadCount } from '../api';

/** How often the bell asks for the unread count while the shell is open. */
export const UNREAD_REFRESH_MS = 60_000;

/** D15: the navbar's bell with the account's unread count (SPEC §3 `messages`); it opens the notification list. */
export function NotificationBell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const unread = useQuery({
    queryKey: [...NOTIFICATIONS_KEY, 'unread'],
    queryFn: ({ signal }) => fetchUnreadCount(signal),
    refetchInterval: UNREAD_REFRESH_MS,
  });
  const count = unread.data ?? 0;
  return (
    <Badge count={count} size="small" offset={[-4, 6]} overflowCount={99}>
      <button
        type="button"
        className="navbar__icon-button"
        aria-label={count > 0 ? t('notifications.bellUnread', { count }) : t('notifications.bell')}
        onClick={() => navigate(NOTIFICATION_LINKS.list)}
      >
        <BellOutlined />
      </button>
    </Badge>
  );
}
