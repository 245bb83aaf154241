import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { setPageTitle } from '@/lib/page-title';
import { ErrorIllustration } from './error-illustration';
import './error-page.css';

export const DASHBOARD_PATH = '/dashboard';

/** SPEC §2 no-permission page: back goes to /dashboard when ?noGoBack is set, else one step back. */
export default function NoPermissionPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  useEffect(() => setPageTitle('没有权限'), []);
  const goBack = () => {
    if (searchParams.has('noGoBack')) navigate(DASHBOARD_PATH);
    else navigate(-1);
  };
  return (
    <main className="error-page">
      <div className="error-page__body">
        <ErrorIllustration code="401" />
        <div className="error-page__text">
          <p className="error-page__code">401</p>
          <h1 className="error-page__headline">你没有权限去该页面</h1>
          <p className="error-page__info">
            如有不满请联系你领导。当前账号的角色无权访问此页面，如需开通，请联系园区管理单位的平台管理员。
          </p>
          <div className="error-page__actions">
            <button type="button" className="error-page__button error-page__button--ghost" onClick={goBack}>
              返回
            </button>
            <Link className="error-page__button" to={DASHBOARD_PATH}>
              回到主页
            </Link>
          </div>
        </div>
      </div>
    </main>
  );
}
