// Stands in for 'server-only' under jest, where React's server build is not in play.
export {};
