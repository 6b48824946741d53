// Self-hosted fonts (the CSP allows no font host): Fraunces for display, Inter for body text.
// next/font/local copies the woff2 files into the build, preloads them and adds size-adjusted
// fallbacks so the swap does not shift the layout. Each family is one variable file, Latin, its
// weight axis cut to the 400-700 our stylesheets use and its features to those our text shows
// (scripts/subset-fonts.mjs makes them from the @fontsource-variable packages): two requests of
// 58.7 KB, where one file per weight was six of 133 KB, all of which a phone on a slow network
// fetched before it could show the page's largest image.
import localFont from 'next/font/local';

const fraunces = localFont({
  src: '../styles/fonts/fraunces-latin-400-700.woff2',
  weight: '400 700',
  style: 'normal',
  display: 'swap',
  variable: '--font-fraunces',
  fallback: ['Georgia', 'Times New Roman', 'serif'],
});

const inter = localFont({
  src: '../styles/fonts/inter-latin-400-700.woff2',
  weight: '400 700',
  style: 'normal',
  display: 'swap',
  variable: '--font-inter',
  fallback: ['system-ui', 'Segoe UI', 'Roboto', 'Arial', 'sans-serif'],
});

/** The classes that publish both font variables; put on <html>. */
export const fontVariables = `${inter.variable} ${fraunces.variable}`;
