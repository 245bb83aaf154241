import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { explorerBlockPath } from '@/contracts/app-paths';
import { toThousandFilter } from '@/utils/number';
import { fetchLedgerVerification } from '../api';
import { Verdict } from './check-verdict';
import { HashCode } from './explorer-kit';
import { Icon } from './icon';

/**
 * "Verify the whole ledger" (GET /portal/chain/verify): the server recomputes every payload, transaction, Merkle
 * root and block hash from its database. Asked on a click only: it reads the whole ledger (12 a minute per IP).
 */
const EXPLANATION =
  '由服务器把数据库中的每一笔交易、每一个区块重新核对一遍，并逐块核对前后衔接；' +
  '任何记录或区块被改动、删除，都会指出第一个出错的区块及原因。';

/** D14: what exactly is recomputed, for the curious. */
const TECHNICAL_DETAILS =
  '服务器重新计算每笔交易的内容哈希（SHA-256）与交易哈希、每个区块的默克尔根与区块哈希，逐一与记录比对；' +
  '再按上链顺序重建默克尔树，与每一个已签名检查点的树根比对。';

export function LedgerVerifyPanel() {
  const [run, setRun] = useState(0);
  const result = useQuery({
    queryKey: ['chain-verify', run],
    queryFn: ({ signal }) => fetchLedgerVerification(signal),
    enabled: run > 0,
    staleTime: Infinity,
  });
  const data = result.data;
  return (
    <div className="ledger-verify">
      <p className="explorer-muted">{EXPLANATION}</p>
      <details className="proof-details">
        <summary>技术细节</summary>
        <p>{TECHNICAL_DETAILS}</p>
      </details>
      <button
        type="button"
        className="plain-button explorer-button explorer-button--primary"
        aria-busy={result.isFetching || undefined}
        onClick={() => {
          if (!result.isFetching) setRun((count) => count + 1);
        }}
      >
        <Icon name={result.isFetching ? 'loading' : 'safety'} spin={result.isFetching} />
        校验整条账本
      </button>
      {result.isError ? (
        <Verdict state="error">{result.error.message}</Verdict>
      ) : data?.ok ? (
        <Verdict state="verified" label="账本校验通过">
          <p>
            当前高度 <strong>#{toThousandFilter(data.height)}</strong>，已核对 {toThousandFilter(data.checkedBlocks)}{' '}
            个区块、{toThousandFilter(data.checkedTransactions)} 笔交易、
            {toThousandFilter(data.checkedRecords)} 条业务记录
            {data.pending > 0 ? `（其中 ${toThousandFilter(data.pending)} 笔待封存）` : ''}。
          </p>
          <p>
            最新区块哈希：
            <HashCode hash={data.headHash} />
          </p>
        </Verdict>
      ) : data ? (
        <Verdict state="failed" label="账本校验未通过">
          {data.firstBadHeight ? (
            <p>
              第一个异常区块：<Link to={explorerBlockPath(data.firstBadHeight)}>#{data.firstBadHeight}</Link>
            </p>
          ) : null}
          {data.reason ? <p>原因：{data.reason}</p> : null}
        </Verdict>
      ) : null}
    </div>
  );
}
