import { useEffect, useState } from 'react';
import QRCode from 'qrcode';

interface QrCodeProps {
  /** The text encoded, usually an absolute URL from `appUrl()`; undefined while it is not known (the place is held). */
  value: string | undefined;
  /** Accessible name of the picture. */
  label: string;
  size?: number;
  className?: string;
}

/** A QR code drawn at run time as an SVG picture (no canvas, so it renders in every browser and in tests). */
export function QrCode({ value, label, size = 128, className }: QrCodeProps) {
  const [svg, setSvg] = useState<{ value: string; src: string } | null>(null);
  useEffect(() => {
    if (value === undefined) return;
    let live = true;
    void QRCode.toString(value, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then((markup) => {
      if (live) setSvg({ value, src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}` });
    });
    return () => {
      live = false;
    };
  }, [value]);
  const src = value !== undefined && svg?.value === value ? svg.src : undefined;
  return src ? (
    <img src={src} alt={label} width={size} height={size} className={className} data-qr-value={value} />
  ) : (
    <span
      role="img"
      aria-label={label}
      className={className}
      style={{ display: 'inline-block', width: size, height: size }}
    />
  );
}
