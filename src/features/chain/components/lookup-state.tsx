import { Link } from 'react-router-dom';
import { ApiCode } from '@/contracts/codes';
import { EXPLORER_PATH } from '@/contracts/app-paths';
import { ApiError } from '@/lib/request-errors';
import { Icon } from './icon';

/** A block or transaction page whose lookup failed: 未找到, or why it could not be loaded, with a way on. */
export function LookupState({
  invalid = false,
  error,
  notFound,
  onRetry,
}: {
  /** The address names no height or hash at all. */
  invalid?: boolean;
  error: Error | null;
  /** What was not found, e.g. '未找到该区块'. */
  notFound: string;
  onRetry: () => void;
}) {
  const missing = invalid || (error instanceof ApiError && error.code === ApiCode.NOT_FOUND);
  return (
    <div className={missing ? 'explorer-result explorer-result--missing' : 'explorer-result explorer-result--warning'}>
      <span className="explorer-result__icon" aria-hidden="true">
        <Icon name={missing ? 'closeCircle' : 'clockCircle'} />
      </span>
      <p className="explorer-result__title">{missing ? notFound : '暂时无法加载'}</p>
      <p className="explorer-result__sub">
        {missing
          ? invalid
            ? '地址中缺少区块高度或哈希，请在上方搜索'
            : '请核对区块高度或哈希后重新搜索'
          : error?.message}
      </p>
      <div className="explorer-result__extra">
        {missing ? null : (
          <button type="button" className="plain-button explorer-button" onClick={onRetry}>
            重试
          </button>
        )}
        <Link to={EXPLORER_PATH}>返回区块链浏览器</Link>
      </div>
    </div>
  );
}
