// Shared by the tests that put a Node handler behind a real socket (scripts/serve.mjs's steps).
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Starts the server on a free port of 127.0.0.1: the port. */
export async function listenOnFreePort(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** Stops the server, once its connections have ended. */
export const closeServer = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));
