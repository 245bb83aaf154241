import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { setPageTitle } from '@/lib/page-title';
import { HOME_PATH } from '@/contracts/app-paths';
import { ErrorIllustration } from './error-illustration';
import './error-page.css';

/** SPEC §2 not-found page: the page is unavailable, with a link home. */
export default function NotFoundPage() {
  useEffect(() => setPageTitle('页面不存在'), []);
  return (
    <main className="error-page">
      <div className="error-page__body">
        <ErrorIllustration code="404" />
        <div className="error-page__text">
          <p className="error-page__code">404</p>
          <h1 className="error-page__headline">网站管理员说你不能进入这个页面...</h1>
          <p className="error-page__info">
            请检查您输入的网址是否正确，请点击以下按钮返回首页。您访问的页面可能已被移除或暂时不可用。
          </p>
          <div className="error-page__actions">
            <Link className="error-page__button" to={HOME_PATH}>
              返回首页
            </Link>
          </div>
        </div>
      </div>
    </main>
  );
}
