// Self-hosted fonts (the CSP allows no font host): Fraunces for display, Inter for body text.
// next/font/local copies the woff2 files into the build, preloads them and adds size-adjusted
// fallbacks so the swap does not shift the layout.
import localFont from 'next/font/local';

export const fraunces = localFont({
  src: [
    { path: '../node_modules/@fontsource/fraunces/files/fraunces-latin-600-normal.woff2', weight: '600', style: 'normal' },
    { path: '../node_modules/@fontsource/fraunces/files/fraunces-latin-700-normal.woff2', weight: '700', style: 'normal' },
  ],
  display: 'swap',
  variable: '--font-fraunces',
  fallback: ['Georgia', 'Times New Roman', 'serif'],
});

export const inter = localFont({
  src: [
    { path: '../node_modules/@fontsource/inter/files/inter-latin-400-normal.woff2', weight: '400', style: 'normal' },
    { path: '../node_modules/@fontsource/inter/files/inter-latin-500-normal.woff2', weight: '500', style: 'normal' },
    { path: '../node_modules/@fontsource/inter/files/inter-latin-600-normal.woff2', weight: '600', style: 'normal' },
    { path: '../node_modules/@fontsource/inter/files/inter-latin-700-normal.woff2', weight: '700', style: 'normal' },
  ],
  display: 'swap',
  variable: '--font-inter',
  fallback: ['system-ui', 'Segoe UI', 'Roboto', 'Arial', 'sans-serif'],
});

/** The classes that publish both font variables; put on <html>. */
export const fontVariables = `${inter.variable} ${fraunces.variable}`;
