/**
 * The base-layer section's chain picture before the ledger has answered, or when it has no block: three blocks marked
 * 示例 (DECISIONS D14: no invented figures), the size of the real picture so that nothing moves when it replaces them.
 */
export function LatestBlocksPlaceholder() {
  return (
    <figure className="dc__chain" aria-label="区块示意（示例）">
      {[1, 2, 3].map((index) => (
        <div key={index} className="dc__block">
          <span>区块示意</span>
          <code>示例</code>
        </div>
      ))}
      <figcaption className="dc__chain-caption">示例</figcaption>
    </figure>
  );
}
