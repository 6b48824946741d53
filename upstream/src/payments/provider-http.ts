// One HTTP call to a payment provider (Daraja, Paystack): a time-out so a stuck provider never
// holds a buyer's checkout, no answer at all as ProviderUnavailable, and the body read as JSON
// where it is JSON (the text otherwise, for the caller's own checks).
import { ProviderUnavailable } from './provider';

export async function callProvider(name: string, url: string, init: RequestInit, timeoutMs: number): Promise<{ status: number; body: unknown }> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw new ProviderUnavailable(`${name}: ${(error as Error).message}`, { cause: error });
  }
  const text = await res.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  return { status: res.status, body };
}
