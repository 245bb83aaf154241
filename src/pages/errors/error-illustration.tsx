/** Our own illustration for the error pages: a broken chain link over a block grid. */
export function ErrorIllustration({ code }: { code: '404' | '401' }) {
  const accent = code === '404' ? '#2f82ff' : '#f5a623';
  return (
    <svg
      className="error-page__image"
      viewBox="0 0 320 240"
      width="320"
      height="240"
      role="img"
      aria-label={`${code} 插图`}
    >
      <defs>
        <linearGradient id={`error-bg-${code}`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#eaf2ff" />
          <stop offset="1" stopColor="#f7f9fc" />
        </linearGradient>
      </defs>
      <rect x="10" y="20" width="300" height="200" rx="24" fill={`url(#error-bg-${code})`} />
      {[0, 1, 2, 3].map((column) =>
        [0, 1].map((row) => (
          <rect
            key={`${column}-${row}`}
            x={40 + column * 64}
            y={150 + row * 28}
            width="48"
            height="18"
            rx="4"
            fill={column === 2 && row === 0 ? accent : '#cfe0fb'}
            opacity={column === 2 && row === 0 ? 0.9 : 0.7}
          />
        )),
      )}
      <g fill="none" stroke={accent} strokeWidth="10" strokeLinecap="round">
        <path d="M92 96 a26 26 0 0 1 26 -26 h28" />
        <path d="M118 122 h-2 a26 26 0 0 1 -24 -26" />
        <path d="M228 96 a26 26 0 0 0 -26 -26 h-28" />
        <path d="M202 122 h2 a26 26 0 0 0 24 -26" />
      </g>
      <g stroke="#8a9bb8" strokeWidth="4" strokeLinecap="round">
        <line x1="152" y1="80" x2="146" y2="66" />
        <line x1="168" y1="80" x2="174" y2="66" />
        <line x1="160" y1="112" x2="160" y2="128" />
      </g>
      <text x="160" y="58" textAnchor="middle" fontSize="30" fontWeight="700" fill="#1f3a68" fontFamily="sans-serif">
        {code}
      </text>
    </svg>
  );
}
