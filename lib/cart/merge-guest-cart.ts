// Called by the login form right after a successful sign-in: the guest cart joins the buyer's
// cart at the API, and the cookie comes back as the merged cart. Never throws and never holds the
// login up for long: a failed merge leaves the guest cart as it was.
const MERGE_TIMEOUT_MS = 5000;

export async function mergeGuestCart(): Promise<boolean> {
  try {
    const response = await fetch('/api/cart/merge', {
      method: 'POST',
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(MERGE_TIMEOUT_MS),
    });
    return response.ok;
  } catch (error) {
    console.warn('Merging the guest cart failed', error);
    return false;
  }
}
