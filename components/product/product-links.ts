// Where the product page's links lead.
export const shopHref = (slug: string) => `/seller-gallery/shop/${encodeURIComponent(slug)}`;
export const verifyHref = (serial: string) => `/verify/${encodeURIComponent(serial)}`;
