// The storefront's settings that decide how it speaks to browsers, read once from the environment:
// the public address it is served on (NEXTAUTH_URL, which next-auth builds its own URLs on too),
// and from it the one rule for every cookie's Secure flag. A cookie is Secure when the site is
// served over HTTPS, whatever NODE_ENV says: a production site on plain HTTP (a shop's LAN box)
// must still get its cookies back, and an HTTPS one never sends them in the clear.
const DEVELOPMENT_URL = 'http://localhost:3000';

interface SiteSettings {
  /** The public origin, e.g. https://shop.example. */
  publicUrl: URL;
  /** Whether every cookie is Secure (and next-auth's carry the __Secure- prefix). */
  secureCookies: boolean;
}

let settings: SiteSettings | undefined;

function read(): SiteSettings {
  let publicUrl: URL;
  try {
    publicUrl = new URL(process.env.NEXTAUTH_URL || DEVELOPMENT_URL);
  } catch {
    throw new Error(`NEXTAUTH_URL must be the site's public address (https://shop.example), got ${process.env.NEXTAUTH_URL}`);
  }
  return { publicUrl, secureCookies: publicUrl.protocol === 'https:' };
}

export function siteSettings(): SiteSettings {
  settings ??= read();
  return settings;
}

/** The one Secure rule: every cookie the storefront sets (session, cart, reset flow, ...) asks this. */
export const secureCookies = (): boolean => siteSettings().secureCookies;
