// Shared by the auth form tests: a router spy, a fetch stand-in for the BFF, the toast provider.

import { fireEvent, screen } from '@testing-library/react';
import { fetchMock } from '../../support/browser';

export { answerLater, deferred, fetchMock, installFetch, jsonResponse, renderWithToasts, router, sentBody, settle } from '../../support/browser';

/**
 * While the answer waits: the button says `busyLabel` and is disabled, and the form submitted twice
 * more (as Enter in a field would) sends nothing beyond the one request `sent` (fetch unless given).
 */
export function expectBusyAndSentOnce(busyLabel: string, sent: jest.Mock = fetchMock) {
  const button = screen.getByRole('button', { name: busyLabel });
  expect(button).toBeDisabled();
  fireEvent.submit(button.closest('form')!);
  fireEvent.submit(button.closest('form')!);
  expect(sent).toHaveBeenCalledTimes(1);
}

/** The text an input is described by (its error and hint), as a screen reader hears it. */
export function descriptionOf(input: HTMLElement): string {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}
