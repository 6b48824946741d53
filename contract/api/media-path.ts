// Where the API serves images: under `/media/` on its own address (`http://127.0.0.1:4000/media/x.png`).
// The storefront serves them from its own origin under the same path (app/media/[...path]/route.ts).
// Zod-free: the cart's client code uses it too.

/** The `/media/...` path (with its query) of an API image URL, or null for anything that is not one. */
export function mediaPath(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const { pathname, search } = new URL(url.trim(), 'http://storefront.invalid');
    return pathname.startsWith('/media/') ? `${pathname}${search}` : null;
  } catch {
    return null;
  }
}
