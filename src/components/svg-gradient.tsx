/** A two-stop linear gradient for an inline SVG drawing's `<defs>`: corner to corner, or top to bottom. */
export function SvgGradient({
  id,
  from,
  to,
  direction = 'diagonal',
}: {
  id: string;
  from: string;
  to: string;
  direction?: 'diagonal' | 'vertical';
}) {
  return (
    <linearGradient id={id} x1="0" y1="0" x2={direction === 'vertical' ? '0' : '1'} y2="1">
      <stop offset="0" stopColor={from} />
      <stop offset="1" stopColor={to} />
    </linearGradient>
  );
}
