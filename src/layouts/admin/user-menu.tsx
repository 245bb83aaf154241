import { useNavigate } from 'react-router-dom';
import { Avatar, Dropdown } from 'antd';
import { DownOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useUserStore } from '@/stores/user';

export const PROFILE_PATH = '/account/accountmanagement';

/** SPEC §2 user dropdown: the user name, 基本信息 (account management) and 退出登录 (server logout, SPEC §4). */
export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const name = useUserStore((state) => state.name);
  const avatar = useUserStore((state) => state.avatar);
  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{
        items: [
          { key: 'profile', icon: <UserOutlined />, label: t('navbar.profile') },
          { type: 'divider' },
          { key: 'logout', icon: <LogoutOutlined />, label: t('navbar.logOut') },
        ],
        onClick: ({ key }) => {
          if (key === 'profile') navigate(PROFILE_PATH);
          // A failed logout already toasted its msg in the request layer (SPEC §4); the session stays.
          if (key === 'logout')
            useUserStore
              .getState()
              .logout()
              .catch(() => {});
        },
      }}
    >
      <button type="button" className="navbar__user" aria-label={`${t('navbar.user')}: ${name}`}>
        <Avatar size={28} src={avatar || undefined} icon={<UserOutlined />} className="navbar__avatar" />
        <span className="navbar__user-name">{name}</span>
        <DownOutlined className="navbar__caret" />
      </button>
    </Dropdown>
  );
}
