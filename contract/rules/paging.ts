// How long a page of any list may be: the API refuses a longer per_page (422), and the storefront
// never asks for one.
export const MAX_PER_PAGE = 100;
