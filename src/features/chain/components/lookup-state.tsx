import { Button, Result, Skeleton } from 'antd';
import { Link } from 'react-router-dom';
import { ApiCode } from '@/contracts/codes';
import { EXPLORER_PATH } from '@/contracts/app-paths';
import { ApiError } from '@/lib/request';

/** A block or transaction page whose lookup is not (yet) an answer: loading, 未找到, or why it failed. */
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
  if (!error && !invalid) return <Skeleton active paragraph={{ rows: 6 }} />;
  const missing = invalid || (error instanceof ApiError && error.code === ApiCode.NOT_FOUND);
  const back = (
    <Link to={EXPLORER_PATH} key="back">
      返回区块链浏览器
    </Link>
  );
  return missing ? (
    <Result
      status="404"
      title={notFound}
      subTitle={invalid ? '地址中缺少区块高度或哈希，请在上方搜索' : '请核对区块高度或哈希后重新搜索'}
      extra={back}
    />
  ) : (
    <Result
      status="warning"
      title="暂时无法加载"
      subTitle={error?.message}
      extra={[
        <Button key="retry" onClick={onRetry}>
          重试
        </Button>,
        back,
      ]}
    />
  );
}
