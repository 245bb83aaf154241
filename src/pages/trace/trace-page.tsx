import { Link, useSearchParams } from 'react-router-dom';
import { useQueries, useQuery } from '@tanstack/react-query';
import type { TraceBatch } from '@/contracts/chain';
import { ApiCode } from '@/contracts/codes';
import { EXPLORER_PATH, HOME_PATH, explorerTxPath } from '@/contracts/app-paths';
import { TRACE_SAMPLE_BATCH } from '@/contracts/trace-sample';
import { siteConfig } from '@/content/site-config';
import { useSiteFacts } from '@/content/site-facts';
import { fetchChainTx, fetchTraceBatch, OPEN_BLOCK_REFRESH_MS, traceBatchNow } from '@/features/chain/api';
import { CheckList, Verdict, type VerdictState } from '@/features/chain/components/check-verdict';
import { useAfterFirstPaint } from '@/lib/after-first-paint';
import { checkTraceStep, type ProofCheck } from '@/features/chain/ledger-checks';
import { ApiError } from '@/lib/request-errors';
import { shortHash } from '@/utils/short-hash';
import { formatIso } from '@/utils/time';
import './trace-page.css';

type TraceStep = TraceBatch['steps'][number];
interface StepCheck {
  open: boolean;
  height: number;
  result: ProofCheck;
}

/**
 * Every step checked in the browser: its evidence → payloadHash → txHash, then the ledger's Merkle proof; after the
 * page has painted, so that a phone that scanned the QR code sees the batch first.
 */
function useStepChecks(batch: TraceBatch | undefined) {
  const painted = useAfterFirstPaint();
  return useQueries({
    queries: (batch?.steps ?? []).map((step) => ({
      queryKey: ['trace-step-check', batch?.code, step.txHash],
      queryFn: async ({ signal }: { signal: AbortSignal }): Promise<StepCheck> => {
        const tx = await fetchChainTx(step.txHash, signal);
        return { open: tx.block.open, height: tx.block.height, result: await checkTraceStep(batch!, step, tx) };
      },
      staleTime: Infinity,
      enabled: painted,
      // A step in a block still open is asked again, like the transaction page, until the block is sealed.
      refetchInterval: (query: { state: { data?: StepCheck } }) =>
        query.state.data?.open ? OPEN_BLOCK_REFRESH_MS : false,
    })),
  });
}

function stateOf(check: { data?: StepCheck; isError: boolean }): VerdictState {
  if (check.isError) return 'error';
  if (!check.data) return 'checking';
  if (check.data.open) return 'open';
  return check.data.result.verified ? 'verified' : 'failed';
}

function StepItem({
  step,
  check,
}: {
  step: TraceStep;
  check: { data?: StepCheck; isError: boolean; error: Error | null };
}) {
  const state = stateOf(check);
  const result = check.data?.result;
  return (
    <li className="trace-step">
      <span className="trace-step__dot" aria-hidden="true" />
      <article className="trace-step__card" aria-labelledby={`trace-step-${step.seq}`}>
        <div className="trace-step__top">
          <span className="trace-step__stage">{step.stage}</span>
          <time dateTime={step.occurredAt}>{formatIso(step.occurredAt)}</time>
        </div>
        <h3 id={`trace-step-${step.seq}`}>{step.title}</h3>
        <p className="trace-step__detail">{step.detail}</p>
        <dl className="trace-step__meta">
          <div>
            <dt>地点</dt>
            <dd>{step.place}</dd>
          </div>
          <div>
            <dt>责任方</dt>
            <dd>{step.actor}</dd>
          </div>
        </dl>
        <div className="trace-step__proof">
          <Verdict compact state={state} label={state === 'verified' ? '已验证' : undefined} />
          <Link
            to={explorerTxPath(step.txHash)}
            className="trace-step__tx"
            aria-label={`交易 ${shortHash(step.txHash)} · 区块 #${step.blockHeight}：第 ${step.seq} 环节的链上交易`}
          >
            交易 {shortHash(step.txHash)} · 区块 #{step.blockHeight}
          </Link>
        </div>
        {state === 'failed' && result ? (
          <div className="trace-step__failure">
            <p>该环节的内容与链上记录不一致。</p>
            <details className="trace-step__details">
              <summary>技术细节</summary>
              <p>{result.failure}</p>
              <CheckList checks={result.checks} />
            </details>
          </div>
        ) : null}
        {state === 'error' ? <p className="trace-step__failure">{check.error?.message}</p> : null}
        {state === 'open' ? <p className="trace-step__note">该环节所在的区块即将封存，封存后即可核对</p> : null}
        {state === 'verified' && result ? (
          <details className="trace-step__details">
            <summary>技术细节</summary>
            <CheckList checks={result.checks} />
          </details>
        ) : null}
      </article>
    </li>
  );
}

function Summary({ states }: { states: VerdictState[] }) {
  const verified = states.filter((state) => state === 'verified').length;
  const failed = states.filter((state) => state === 'failed').length;
  if (failed > 0)
    return (
      <Verdict state="failed" label={`${failed} 个环节验证失败`}>
        <p>该环节的信息与链上记录不一致，请谨慎对待，并联系品牌方或平台核实。</p>
      </Verdict>
    );
  if (verified === states.length && states.length > 0)
    return (
      <Verdict state="verified" label="链上验证通过">
        <p>全部 {states.length} 个环节的信息均与区块链记录一致，已在您的浏览器中独立校验。</p>
      </Verdict>
    );
  if (states.includes('error')) return <Verdict state="error">部分环节暂时无法校验，请稍后刷新重试。</Verdict>;
  // As long as the verdict that follows it, so that the facts below stay where they are when the checks end.
  return (
    <Verdict state="checking" label={`正在验证链上记录（${verified}/${states.length}）`}>
      <p>正在逐一核对全部 {states.length} 个环节的信息与区块链记录，在您的浏览器中独立校验。</p>
    </Verdict>
  );
}

function BatchView({ batch }: { batch: TraceBatch }) {
  const checks = useStepChecks(batch);
  const facts = [
    ['产品名称', batch.product],
    ['品牌', batch.brand],
    ['生产企业', batch.producer],
    ['产地', batch.origin],
    ['规格', batch.spec],
    ['批次数量', batch.quantity],
    ['批次号', batch.code],
  ] as const;
  return (
    <div className="trace-body">
      <section className="trace-card trace-product" aria-labelledby="trace-title">
        <h1 id="trace-title">
          <span className="trace-title__kind">区块链溯源信息</span>
          {batch.product}
        </h1>
        {batch.code === TRACE_SAMPLE_BATCH ? (
          <p className="trace-sample-note" role="note">
            示例：本批次是演示用的样例数据，展示溯源查询的效果，并非真实商品。
          </p>
        ) : null}
        <Summary states={checks.map(stateOf)} />
        <dl className="trace-facts">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="trace-card trace-steps" aria-labelledby="trace-steps-title">
        <h2 id="trace-steps-title">溯源环节（{batch.steps.length}）</h2>
        <ol className="trace-timeline">
          {batch.steps.map((step, index) => (
            <StepItem key={step.seq} step={step} check={checks[index]!} />
          ))}
        </ol>
      </section>
      <section className="trace-card trace-how" aria-labelledby="trace-how-title">
        <h2 id="trace-how-title">如何验证</h2>
        <p>
          每个环节在发生时都已记录到区块链上。打开本页时，您的浏览器会把每个环节的内容与链上记录逐一核对：任何一处内容被改动，核对都会失败。
        </p>
        <p>
          点击环节下方的交易编号，可在 <Link to={EXPLORER_PATH}>区块链浏览器</Link> 中查看该交易所在区块与完整证明。
        </p>
        {/* D14: developer words only behind 技术细节. */}
        <details className="trace-how__details">
          <summary>技术细节</summary>
          <p>
            浏览器用 Web Crypto 重新计算每个环节内容的 SHA-256
            哈希与交易哈希，并用默克尔证明核对该交易确实被记录在对应区块中。
          </p>
        </details>
      </section>
    </div>
  );
}

function NotFound({ code, error }: { code: string; error: Error | null }) {
  const missing = !code || (error instanceof ApiError && error.code === ApiCode.NOT_FOUND);
  return (
    <section className="trace-card trace-empty" aria-labelledby="trace-empty-title">
      <h1 id="trace-empty-title">{missing ? '未找到该批次的溯源信息' : '暂时无法查询溯源信息'}</h1>
      {missing ? (
        <p>
          {code ? `批次号“${code}”没有溯源记录。` : '链接中缺少批次号。'}
          请核对包装上的批次号，或重新扫描商品上的溯源二维码。
        </p>
      ) : (
        <p>{error?.message}，请稍后刷新重试。</p>
      )}
      <p>
        <Link to={HOME_PATH}>返回{siteConfig.brandName}首页</Link>
      </p>
    </section>
  );
}

/** The platform's line; only it is drawn again when the saved site facts arrive, not the batch and its steps. */
function TraceFooter() {
  const { companyName } = useSiteFacts();
  return (
    <footer className="trace-footer">
      <p>溯源数据由{siteConfig.brandName}区块链溯源平台提供，记录上链后不可篡改。</p>
      <p>
        <Link to={EXPLORER_PATH}>区块链浏览器</Link>
        <span aria-hidden="true"> · </span>
        <Link to={HOME_PATH}>{companyName}</Link>
      </p>
    </footer>
  );
}

/**
 * /trace?batch=: what a consumer sees after scanning a product's QR code: the batch, its steps as a
 * timeline, each step's ledger transaction checked in the browser. Mobile first, no admin or marketing frame.
 */
export default function TracePage() {
  const [params] = useSearchParams();
  const code = params.get('batch')?.trim() ?? '';
  const batch = useQuery({
    queryKey: ['trace-batch', code],
    queryFn: ({ signal }) => fetchTraceBatch(code, signal),
    // The route script's answer, when it has come, is the first render's (src/lib/early-requests.ts).
    initialData: () => (code ? traceBatchNow(code) : undefined),
    enabled: code !== '',
  });
  return (
    <div className="trace-page">
      <header className="trace-top">
        <div className="trace-top__inner">
          <Link to={HOME_PATH} className="trace-top__brand">
            <img src="/images/site/logo-dark.svg" width="134" height="32" alt={siteConfig.brandName} />
          </Link>
          <span className="trace-top__label">区块链溯源查询</span>
        </div>
      </header>
      <main className="trace-main">
        {batch.data ? (
          <BatchView batch={batch.data} />
        ) : code && !batch.error ? (
          <p className="trace-loading" role="status">
            正在查询溯源信息…
          </p>
        ) : (
          <NotFound code={code} error={batch.error} />
        )}
      </main>
      <TraceFooter />
    </div>
  );
}
