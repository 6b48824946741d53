// How the storefront speaks to browsers, from its settings (./environment.ts): the one rule for
// every cookie's Secure flag.
import { settings } from './environment';

/** The one Secure rule: every cookie the storefront sets (session, cart, reset flow, ...) asks this. */
export const secureCookies = (): boolean => settings().secureCookies;
