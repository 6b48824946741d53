// The root layout: document, fonts, providers and the header every page shares. It reads no
// request data (no cookies(), no headers()), so it never makes a page dynamic; the per-visitor
// parts of the header fill themselves in the browser. The footer comes from the nested layouts:
// app/(site)/layout.tsx for the shop, app/seller-gallery/layout.tsx for the seller galleries. The
// seller centre (app/(seller)/seller) has its own header in place of this one.
import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { SessionProvider } from '@/components/layout/session-provider';
import { OutsideStaffAreas } from '@/components/layout/outside-staff-areas';
import { SiteHeader } from '@/components/layout/site-header';
import { SITE_DESCRIPTION, SITE_NAME, SITE_TAGLINE } from '@/lib/messages/brand';
import { NoScriptReveal } from '@/components/ui/no-script-reveal';
import { SkipLink } from '@/components/ui/skip-link';
import { ToastProvider } from '@/components/ui/toast';
import { fontVariables } from './fonts';
import '@/styles/globals.scss';

export const metadata: Metadata = {
  title: { default: `${SITE_NAME}: ${SITE_TAGLINE}`, template: `%s | ${SITE_NAME}` },
  description: SITE_DESCRIPTION,
  applicationName: SITE_NAME,
  icons: {
    icon: [
      { url: '/favicon.ico', sizes: '32x32' },
      { url: '/icon.svg', type: 'image/svg+xml' },
    ],
  },
};

export const viewport: Viewport = {
  themeColor: '#fbf6ee',
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className={fontVariables}>
      <head>
        <NoScriptReveal />
      </head>
      <body>
        <SkipLink />
        <SessionProvider>
          <ToastProvider>
            <OutsideStaffAreas>
              <SiteHeader />
            </OutsideStaffAreas>
            {children}
          </ToastProvider>
        </SessionProvider>
      </body>
    </html>
  );
}
