// Sends the browser to another site's page (the card provider's hosted payment page), keeping this
// one in its history. Its own module so tests can watch it (jsdom cannot navigate).
export function openPage(url: string): void {
  window.location.assign(url);
}
