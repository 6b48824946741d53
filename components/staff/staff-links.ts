// A staff area's navigation (the seller centre, the operator's console): its sections, and which
// one a path belongs to. Each area lists its own links (components/seller-centre/seller-links.ts,
// components/admin-console/admin-links.ts).

export interface StaffLink {
  href: string;
  label: string;
}

/** The section a path belongs to: the longest link that is it or above it. */
export function staffSectionFor(links: readonly StaffLink[], pathname: string | null): StaffLink | null {
  if (!pathname) return null;
  let best: StaffLink | null = null;
  for (const link of links) {
    if ((pathname === link.href || pathname.startsWith(`${link.href}/`)) && (!best || link.href.length > best.href.length)) best = link;
  }
  return best;
}
