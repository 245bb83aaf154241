import { Verdict } from './check-verdict';
import { SkeletonText } from './explorer-kit';

/**
 * A check still running, laid out as its verified answer: the same paragraphs (grey, as long as the sentences that
 * replace them), the hint and the 技术细节 line, so nothing below moves when the answer arrives.
 */
export function CheckingVerdict({
  label,
  lines,
  hint = 22,
  details = false,
}: {
  label?: string;
  /** The length of each paragraph of the verified answer, in Chinese characters. */
  lines: readonly number[];
  /** The length of its small print (0: none). */
  hint?: number;
  /** The answer is followed by a 技术细节 line. */
  details?: boolean;
}) {
  return (
    <>
      <Verdict state="checking" label={label}>
        {lines.map((chars, index) => (
          <p key={index}>
            <SkeletonText chars={chars} />
          </p>
        ))}
        {hint > 0 ? (
          <p className="explorer-hint">
            <SkeletonText chars={hint} />
          </p>
        ) : null}
      </Verdict>
      {details ? (
        <p className="proof-details proof-details--skeleton">
          <SkeletonText chars={4} />
        </p>
      ) : null}
    </>
  );
}
