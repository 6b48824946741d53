// /manifest.webmanifest: name, colours and PNG icons, so the site can be added to a home screen.
import type { MetadataRoute } from 'next';
import { SITE_DESCRIPTION, SITE_NAME } from '@/lib/messages/brand';
import { APP_ICONS, THEME_COLOR } from '@/lib/seo/icons';

export default function manifest(): MetadataRoute.Manifest {
  return {
    name: SITE_NAME,
    short_name: SITE_NAME,
    description: SITE_DESCRIPTION,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: THEME_COLOR,
    theme_color: THEME_COLOR,
    lang: 'en-KE',
    categories: ['shopping'],
    icons: APP_ICONS.map((icon) => ({ ...icon, purpose: 'any' as const })),
  };
}
