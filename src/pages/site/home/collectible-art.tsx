/** Decorative art of the home banner: a collectible card standing on a chain of blocks. */
export function CollectibleArt() {
  return (
    <svg
      className="collectible-art"
      width="440"
      height="340"
      viewBox="0 0 440 340"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id="collectible-card" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#7b61ff" />
          <stop offset="0.55" stopColor="#2f82ff" />
          <stop offset="1" stopColor="#00c2cb" />
        </linearGradient>
        <linearGradient id="collectible-glow" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffffff" stopOpacity=".55" />
          <stop offset="1" stopColor="#ffffff" stopOpacity="0" />
        </linearGradient>
      </defs>
      <ellipse cx="220" cy="300" rx="170" ry="26" fill="#2f82ff" opacity=".25" />
      <g fill="#123f94" stroke="#5aa8ff" strokeOpacity=".6">
        <path d="M90 280l50-22 50 22-50 22z" />
        <path d="M250 280l50-22 50 22-50 22z" />
        <path d="M170 300l50-22 50 22-50 22z" />
      </g>
      <g transform="rotate(-6 220 150)">
        <rect x="145" y="30" width="150" height="210" rx="16" fill="url(#collectible-card)" />
        <rect x="145" y="30" width="150" height="90" rx="16" fill="url(#collectible-glow)" />
        <circle cx="220" cy="112" r="42" fill="#fff" opacity=".92" />
        <path d="M220 82l26 15v30l-26 15-26-15V97z" fill="#2f82ff" />
        <path d="M220 98l12 7v14l-12 7-12-7v-14z" fill="#fff" />
        <rect x="165" y="172" width="110" height="10" rx="5" fill="#fff" opacity=".9" />
        <rect x="165" y="192" width="74" height="8" rx="4" fill="#fff" opacity=".6" />
        <rect x="165" y="212" width="52" height="14" rx="7" fill="#fff" />
      </g>
      <g fill="#9cc7ff">
        <circle cx="80" cy="80" r="4" />
        <circle cx="370" cy="60" r="5" />
        <circle cx="390" cy="200" r="3" />
        <circle cx="60" cy="200" r="3" />
      </g>
      <g stroke="#9cc7ff" strokeWidth="2" fill="none" strokeLinecap="round" opacity=".7">
        <path d="M330 110c20 0 36 16 36 36" />
        <path d="M110 150c-20 0-36-16-36-36" />
      </g>
    </svg>
  );
}
