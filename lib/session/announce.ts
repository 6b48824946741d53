// Tells the site's other open tabs that the session changed (a login or a logout), so they read it again at once,
// focused or not. next-auth's own message (what its getSession() posts) is stamped in whole
// seconds, and localStorage raises no event in the other tabs when a key is set to the value it
// already holds: a login in the same second as a tab's own first session read reached no other tab
// (the auth spec caught it in CI). This is next-auth's message with a value of its own each time.
const NEXTAUTH_MESSAGE_KEY = 'nextauth.message';

export function announceSessionChange(trigger: 'signIn' | 'signOut'): void {
  try {
    localStorage.setItem(
      NEXTAUTH_MESSAGE_KEY,
      JSON.stringify({
        event: 'session',
        data: { trigger, at: `${Date.now()}-${Math.random().toString(36).slice(2)}` },
        timestamp: Math.floor(Date.now() / 1000),
      }),
    );
  } catch {
    // No storage (a private window's quota, a locked-down browser): the other tabs read the session when focused.
  }
}
