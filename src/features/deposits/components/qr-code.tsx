import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/** A QR code of `value` drawn locally as SVG (no network, no canvas), shown as an image. */
export function QrCode({ value, label }: { value: string; label: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toString(value, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
      .then((svg) => {
        if (live) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      })
      .catch(() => {
        if (live) setSrc(null);
      });
    return () => {
      live = false;
    };
  }, [value]);
  if (!src) return null;
  return <img src={src} alt={label} width={176} height={176} className="rounded-md border border-line bg-white p-1" />;
}
