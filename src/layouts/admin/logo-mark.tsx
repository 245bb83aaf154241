/** The platform's mark: three linked blocks (an alliance chain), drawn inline so nothing is fetched. */
export function LogoMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect x="2" y="11" width="10" height="10" rx="2.5" fill="currentColor" opacity="0.55" />
      <rect x="11" y="3" width="10" height="10" rx="2.5" fill="currentColor" />
      <rect x="20" y="11" width="10" height="10" rx="2.5" fill="currentColor" opacity="0.8" />
      <rect x="11" y="19" width="10" height="10" rx="2.5" fill="currentColor" opacity="0.65" />
    </svg>
  );
}
