// The site's raster icons in public/, rendered from public/icon.svg. One list for the web app
// manifest, the Organization logo and the default link preview, so each is named in one place.

export const APP_ICONS = [
  { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
  { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
] as const;

/** iOS asks for /apple-touch-icon.png by itself; an opaque square, as iOS rounds the corners. */
export const APPLE_TOUCH_ICON = { src: '/apple-touch-icon.png', sizes: '180x180' } as const;

/** Google's logo guidelines want at least 112x112 px, in a raster format. */
export const LOGO = { src: '/icon-512.png', width: 512, height: 512 } as const;

/** The link preview of pages without an image of their own. */
export const DEFAULT_OG_IMAGE = { src: '/og-default.png', width: 1200, height: 630 } as const;

export const THEME_COLOR = '#fbf6ee';
