import { encode } from 'uqr';

/**
 * The share link as a QR code (uqr, MIT), drawn as one SVG path: dark modules on a white quiet zone
 * so phone cameras read it on a dark TV screen. `data-qr-url` carries the exact encoded text.
 */
export default function ShareQrCode({ url }: { url: string }) {
  const { data, size } = encode(url, { ecc: 'M', border: 2 });
  let path = '';
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    }),
  );
  return (
    <svg viewBox={`0 0 ${size} ${size}`} role="img" aria-label="QR code of the song's share link" data-testid="share-qr" data-qr-url={url} shapeRendering="crispEdges" className="block h-full w-full">
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
