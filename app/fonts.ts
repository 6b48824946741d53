// Self-hosted fonts (the CSP allows no font host): Fraunces for display, Inter for body text.
// next/font/local copies the woff2 files into the build, preloads them and adds size-adjusted
// fallbacks so the swap does not shift the layout. Each family is one variable file (weight axis
// only, Latin): two requests of 85 KB instead of one file per weight, six of 133 KB, all of which
// a phone on a slow network fetched before it could show the page's largest image.
import localFont from 'next/font/local';

export const fraunces = localFont({
  src: '../node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-fraunces',
  fallback: ['Georgia', 'Times New Roman', 'serif'],
});

export const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-inter',
  fallback: ['system-ui', 'Segoe UI', 'Roboto', 'Arial', 'sans-serif'],
});

/** The classes that publish both font variables; put on <html>. */
export const fontVariables = `${inter.variable} ${fraunces.variable}`;
