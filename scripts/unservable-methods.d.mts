import type { IncomingMessage, ServerResponse } from 'node:http';

export const UNSERVABLE_METHODS: Set<string>;
export function refuseUnservableMethod(req: IncomingMessage, res: ServerResponse): boolean;
