// A full page load in place of the current one (no history entry): after a sign-in, when what the
// client router holds was fetched signed out. Its own module so tests can watch it (jsdom cannot
// navigate).
export function loadPage(url: string): void {
  window.location.replace(url);
}
