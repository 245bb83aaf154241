import { Card, Col, Row, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { fetchUserData } from '@/features/account/api';
import { BasicInfo } from '@/features/account/components/basic-info';
import { ChangePasswordFormCard } from '@/features/account/components/change-password-form';
import { useRemote } from '@/features/user-centre/use-remote';

/** Account management (/account/accountmanagement): basic information and change password. */
export default function AccountPage() {
  const { t } = useTranslation();
  const user = useRemote(fetchUserData);
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
    </Row>
  );
}
