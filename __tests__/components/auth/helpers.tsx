// Shared by the auth form tests: a router spy, a fetch stand-in for the BFF, the toast provider.

export { answerLater, deferred, fetchMock, installFetch, jsonResponse, renderWithToasts, router, sentBody, settle } from '../../support/browser';

/** The text an input is described by (its error and hint), as a screen reader hears it. */
export function descriptionOf(input: HTMLElement): string {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}
