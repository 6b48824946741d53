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

/** Makes every fetch wait on one answer the test gives when it chooses, to look at the page meanwhile. */
export function answerLater() {
  const answer = deferred<Response>();
  fetchMock.mockReturnValue(answer.promise);
  return answer;
}

export function installFetch() {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
}

/** The JSON body of the nth fetch call. */
export function sentBody(call = 0): unknown {
  const init = fetchMock.mock.calls[call]?.[1];
  return init?.body ? JSON.parse(String(init.body)) : undefined;
}

/** Whether the test has installed jest's fake timers (they mark the faked setTimeout). */
const fakeTimersOn = () => 'clock' in setTimeout;

/**
 * Lets pending promises (the mocked fetch and its JSON) settle without moving fake clocks: a few
 * passes of microtasks, and under fake timers the work already due now (delay 0), which is where
 * React puts a render it schedules outside act. Without that a check straight after a submit
 * failed now and then when the whole suite ran on both cores.
 */
export async function settle() {
  for (let pass = 0; pass < 3; pass += 1) {
    await act(async () => {
      for (let i = 0; i < 10; i += 1) await Promise.resolve();
      if (fakeTimersOn()) jest.advanceTimersByTime(0);
    });
  }
}

/**
 * Settles again and again, never moving a fake clock, until the check passes (at most `passes`
 * times), for a check whose answer comes after more hops than one settle covers: on both busy cores
 * the newsletter island's save confirmation was once still empty after two.
 */
export async function settleUntil(check: () => void, passes = 20) {
  for (let pass = 1; pass < passes; pass += 1) {
    try {
      check();
      return;
    } catch {
      await settle();
    }
  }
  check();
}
