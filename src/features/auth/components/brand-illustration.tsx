import { SvgGradient } from '@/components/svg-gradient';

/** Decorative drawing of the park skyline joined by a chain of blocks (pure SVG, no image request). */
export function BrandIllustration({ className }: { className?: string }) {
  const blocks = [
    { x: 40, y: 100 },
    { x: 150, y: 70 },
    { x: 260, y: 100 },
    { x: 370, y: 70 },
  ];
  return (
    <svg className={className} viewBox="0 0 460 300" role="img" aria-label="园区联盟链示意图">
      <defs>
        <SvgGradient id="auth-art-block" from="#7cc4ff" to="#2f6bff" />
        <SvgGradient
          id="auth-art-building"
          from="rgba(255,255,255,0.32)"
          to="rgba(255,255,255,0.04)"
          direction="vertical"
        />
      </defs>
      {/* park skyline */}
      <g fill="url(#auth-art-building)">
        <rect x="10" y="220" width="46" height="70" rx="3" />
        <rect x="62" y="196" width="38" height="94" rx="3" />
        <rect x="106" y="230" width="52" height="60" rx="3" />
        <rect x="300" y="212" width="40" height="78" rx="3" />
        <rect x="346" y="190" width="34" height="100" rx="3" />
        <rect x="386" y="226" width="60" height="64" rx="3" />
        <path d="M170 290V226l40-24 40 24v64Z" />
      </g>
      <g fill="rgba(255,255,255,0.35)">
        {[0, 1, 2, 3].map((row) => (
          <g key={row}>
            <rect x="70" y={206 + row * 20} width="8" height="8" />
            <rect x="84" y={206 + row * 20} width="8" height="8" />
            <rect x="354" y={200 + row * 20} width="7" height="8" />
            <rect x="366" y={200 + row * 20} width="7" height="8" />
          </g>
        ))}
      </g>
      <path d="M0 290h460" stroke="rgba(255,255,255,0.35)" strokeWidth="2" />
      {/* chain links between blocks */}
      <g stroke="#9fd3ff" strokeWidth="3" strokeDasharray="6 6" fill="none">
        {blocks.slice(1).map((block, index) => {
          const previous = blocks[index]!;
          return <path key={block.x} d={`M${previous.x + 50} ${previous.y + 22}L${block.x} ${block.y + 22}`} />;
        })}
      </g>
      {blocks.map((block, index) => (
        <g key={block.x} transform={`translate(${block.x} ${block.y})`}>
          <path d="M25 0 50 12v24L25 48 0 36V12Z" fill="url(#auth-art-block)" opacity="0.95" />
          <path d="M25 0 50 12 25 24 0 12Z" fill="rgba(255,255,255,0.45)" />
          <path d="M25 24v24" stroke="rgba(255,255,255,0.5)" />
          <text x="25" y="68" textAnchor="middle" fontSize="12" fill="rgba(255,255,255,0.9)">
            {['企业节点', '机构节点', '高校节点', '管委会'][index]}
          </text>
        </g>
      ))}
      {/* floating nodes */}
      <g stroke="rgba(185,226,255,0.4)" strokeWidth="1.2" fill="none">
        <path d="M65 100 120 22 175 70M175 70 230 14 285 100M285 100 340 22 395 70" />
      </g>
      <g fill="#b9e2ff">
        <circle cx="120" cy="22" r="4" />
        <circle cx="230" cy="14" r="3" />
        <circle cx="340" cy="22" r="4" />
      </g>
    </svg>
  );
}
