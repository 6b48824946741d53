/** @jest-environment node */
// A server component (qrcode needs Node's TextEncoder): rendered to markup as the server would.
import QRCode from 'qrcode';
import { renderToStaticMarkup } from 'react-dom/server';
import { QrCode, qrPath } from '@/components/product/qr-code';

const URL_TO_ENCODE = 'http://localhost:3000/verify/AFC-KE01-0001';

describe('QrCode', () => {
  it('is an image named by the address it opens, with its caption', () => {
    const html = renderToStaticMarkup(<QrCode url={URL_TO_ENCODE} caption="Scan to verify authenticity" />);
    expect(html).toMatch(new RegExp(`<svg[^>]*role="img"[^>]*aria-label="QR code linking to ${URL_TO_ENCODE}"`));
    expect(html).toContain('<figcaption');
    expect(html).toContain('Scan to verify authenticity</figcaption>');
  });

  it('draws exactly the modules the qrcode package computes, inside a one-module quiet zone', () => {
    const { path, size } = qrPath(URL_TO_ENCODE);
    const { modules } = QRCode.create(URL_TO_ENCODE, { errorCorrectionLevel: 'M' });
    expect(size).toBe(modules.size + 2);

    // Paint the path back into a grid and compare it with the modules.
    const painted = new Set<string>();
    for (const [, x, y, w] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
      for (let i = 0; i < Number(w); i += 1) painted.add(`${Number(x) + i - 1},${Number(y) - 1}`);
    }
    for (let row = 0; row < modules.size; row += 1) {
      for (let col = 0; col < modules.size; col += 1) {
        expect(painted.has(`${col},${row}`)).toBe(Boolean(modules.data[row * modules.size + col]));
      }
    }
    // The top-left finder pattern starts with a full row of seven dark modules.
    expect(path.startsWith('M1 1h7v1h-7z')).toBe(true);
  });
});
