import { Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UserData } from '@/contracts/auth';
import { maskEmail, maskPhone } from '@/utils/mask';

const STATUS_COLORS: Record<UserData['status'], string> = {
  pending: 'gold',
  approved: 'green',
  rejected: 'red',
  disabled: 'default',
};

/** Account management: basic information, with the e-mail and phone masked. */
export function BasicInfo({ data }: { data: UserData }) {
  const { t } = useTranslation();
  const type = data.userType === 1 || data.userType === 2 || data.userType === 3 ? String(data.userType) : 'none';
  return (
    <Descriptions
      column={{ xs: 1, sm: 1, md: 2 }}
      bordered
      size="middle"
      styles={{ label: { whiteSpace: 'nowrap' } }}
      items={[
        { key: 'org', label: t('account.org'), children: data.orgName },
        { key: 'type', label: t('account.type'), children: t(`account.types.${type}`) },
        { key: 'account', label: t('account.account'), children: data.username },
        { key: 'email', label: t('account.email'), children: maskEmail(data.email) },
        { key: 'phone', label: t('account.phone'), children: maskPhone(data.phone) },
        {
          key: 'role',
          label: t('account.role'),
          children: data.roles.map((role) => t(`account.roles.${role}`, { defaultValue: role })).join('、'),
        },
        {
          key: 'status',
          label: t('account.status'),
          children: <Tag color={STATUS_COLORS[data.status]}>{t(`account.statuses.${data.status}`)}</Tag>,
        },
      ]}
    />
  );
}
