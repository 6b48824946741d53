// Types for tests that import scripts/precompressed.mjs (plain JavaScript, run by scripts/serve.mjs).
import type { IncomingMessage, ServerResponse } from 'node:http';

export function chooseEncoding(acceptEncoding: string | string[] | undefined): 'br' | 'gzip' | null;
export function precompressedStats(): { entries: number; bytes: number };
export function precompressCachedDocuments(req: IncomingMessage, res: ServerResponse): () => void;
