// The web app manifest, its icons and the link-preview images: each file exists at the size it claims.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import manifest from '@/app/manifest';
import { APPLE_TOUCH_ICON, DEFAULT_OG_IMAGE } from '@/lib/seo/icons';
import { pageMetadata } from '@/lib/seo/metadata';
import { envForFile } from '../../support/env';

const root = path.join(__dirname, '..', '..', '..');

function pngSize(publicPath: string): string {
  const bytes = readFileSync(path.join(root, 'public', publicPath));
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

envForFile('SITE_URL', 'https://mikono.example');

describe('the web app manifest', () => {
  it('names the site and lists 192 and 512 px PNG icons that exist at those sizes', () => {
    const m = manifest();
    expect(m).toMatchObject({ name: 'Mikono', short_name: 'Mikono', start_url: '/', display: 'standalone' });
    expect(m.icons?.map((i) => i.sizes).sort()).toEqual(['192x192', '512x512']);
    for (const icon of m.icons ?? []) expect([icon.src, pngSize(icon.src)]).toEqual([icon.src, icon.sizes]);
  });

  it('has an apple-touch-icon where iOS looks for it', () => {
    expect(APPLE_TOUCH_ICON.src).toBe('/apple-touch-icon.png');
    expect(pngSize(APPLE_TOUCH_ICON.src)).toBe(APPLE_TOUCH_ICON.sizes);
  });
});

describe('link previews', () => {
  it('give a page without an image of its own the default 1200x630 image', () => {
    expect(pngSize(DEFAULT_OG_IMAGE.src)).toBe('1200x630');
    const meta = pageMetadata({ title: 'About', path: '/about' });
    expect(meta.openGraph?.images).toEqual([{ url: 'https://mikono.example/og-default.png', width: 1200, height: 630, alt: 'Mikono' }]);
    expect(meta.twitter).toMatchObject({ card: 'summary_large_image', images: ['https://mikono.example/og-default.png'] });
  });

  it("give a product page the product's first image", () => {
    const meta = pageMetadata({ title: 'Kiondo', path: '/product/42', images: [{ url: '/media/products/42-1.png', alt: 'Kiondo' }] });
    expect(meta.openGraph?.images).toEqual([{ url: 'https://mikono.example/media/products/42-1.png', alt: 'Kiondo' }]);
  });
});
