// A QR code drawn on the server as inline SVG: the `qrcode` package computes the modules, this
// draws them as one path. No image request, no client JavaScript, crisp at any size. Synchronous,
// so it never streams in separately. The caption names where it leads for people who cannot scan.
import QRCode from 'qrcode';
import styles from './qr-code.module.scss';

/** Quiet zone around the code, in modules. */
const MARGIN = 1;

interface QrCodeProps {
  /** The absolute URL the code opens. */
  url: string;
  caption: string;
  /** Rendered size in CSS pixels. */
  size?: number;
}

/** The dark modules as an SVG path, a row's run of modules drawn as one rectangle. */
export function qrPath(text: string): { path: string; size: number } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const n = modules.size;
  let path = '';
  for (let row = 0; row < n; row += 1) {
    let col = 0;
    while (col < n) {
      if (!modules.data[row * n + col]) {
        col += 1;
        continue;
      }
      const start = col;
      while (col < n && modules.data[row * n + col]) col += 1;
      path += `M${start + MARGIN} ${row + MARGIN}h${col - start}v1h-${col - start}z`;
    }
  }
  return { path, size: n + MARGIN * 2 };
}

export function QrCode({ url, caption, size = 144 }: QrCodeProps) {
  const { path, size: modules } = qrPath(url);
  return (
    <figure className={styles.figure}>
      <svg
        className={styles.code}
        width={size}
        height={size}
        viewBox={`0 0 ${modules} ${modules}`}
        shapeRendering="crispEdges"
        role="img"
        aria-label={`QR code linking to ${url}`}
        data-qr-url={url}
      >
        <rect width={modules} height={modules} fill="#ffffff" />
        <path d={path} fill="#2a2420" />
      </svg>
      <figcaption className={styles.caption}>{caption}</figcaption>
    </figure>
  );
}
