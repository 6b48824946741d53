// Methods the Fetch standard forbids (CONNECT, TRACE, TRACK): Next builds a Request for every
// address it answers, which throws on them, so Next answered a TRACE anywhere with a 500. Node
// lets only TRACE through to the handler (CONNECT is its own event, TRACK is no method to its
// parser). No route of ours serves them: scripts/serve.mjs answers 405 before Next sees them.
export const UNSERVABLE_METHODS = new Set(['CONNECT', 'TRACE', 'TRACK']);

/** The methods our routes answer, for the 405's Allow header. */
const ALLOW = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';

/** Answers a method no route serves with 405; true when it did. */
export function refuseUnservableMethod(req, res) {
  if (!UNSERVABLE_METHODS.has(req.method)) return false;
  res.writeHead(405, { Allow: ALLOW, 'Content-Type': 'application/json', 'Cache-Control': 'private, no-store' });
  res.end(JSON.stringify({ message: 'This address does not answer that method.' }));
  return true;
}
