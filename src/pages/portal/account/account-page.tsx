import { useQuery } from '@tanstack/react-query';
import { Card, Col, Row, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { fetchUserData } from '@/features/my-account/api';
import { BasicInfo } from '@/features/my-account/components/basic-info';
import { ChangePasswordFormCard } from '@/features/my-account/components/change-password-form';
import { TwoFactorCard } from '@/features/my-account/components/two-factor-card';
import { mayAccess, REVIEWERS, type Role } from '@/contracts/access';
import { useUserStore } from '@/stores/user';

/** Account management (/account/accountmanagement): basic information, change password, two-factor sign-in (staff). */
export default function AccountPage() {
  const { t } = useTranslation();
  const staff = mayAccess(useUserStore((state) => state.roles) as Role[], REVIEWERS);
  // Opening account management asks the server again (the user centre's copy may be old, the session may be over).
  const user = useQuery({
    queryKey: ['user-data'],
    queryFn: ({ signal }) => fetchUserData(signal),
    refetchOnMount: 'always',
  });
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={14}>
        <Card title={t('account.basicInfo')}>{user.data ? <BasicInfo data={user.data} /> : <Skeleton active />}</Card>
      </Col>
      <Col xs={24} xl={10}>
        <Card title={t('account.changePassword')}>
          <ChangePasswordFormCard />
        </Card>
      </Col>
      {staff && (
        <Col xs={24} xl={14}>
          <Card title={t('account.totp.title')}>
            <TwoFactorCard />
          </Card>
        </Col>
      )}
    </Row>
  );
}
