// Shared by the component tests: a router spy, the toast provider, and a fetch stand-in whose
// answers the tests give when they choose (jsdom has no fetch and no Response).
import type { ReactElement } from 'react';
import { act, render } from '@testing-library/react';
import { ToastProvider } from '@/components/ui/toast';

export const router = { push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), back: jest.fn(), prefetch: jest.fn() };

export function renderWithToasts(ui: ReactElement) {
  return render(<ToastProvider>{ui}</ToastProvider>);
}

/** What the forms read of a fetch answer (jsdom has no Response). */
export function jsonResponse(status: number, body: unknown): Response {
  return { ok: status >= 200 && status < 300, status, json: async () => body } as Response;
}

/** A fetch answer the test decides when to give, to look at the form while it waits. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

export const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();

export function installFetch() {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
}

/** The JSON body of the nth fetch call. */
export function sentBody(call = 0): unknown {
  const init = fetchMock.mock.calls[call]?.[1];
  return init?.body ? JSON.parse(String(init.body)) : undefined;
}

/** Lets pending promises (the mocked fetch and its JSON) settle without moving fake clocks. */
export async function settle() {
  await act(async () => {
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
  });
}
