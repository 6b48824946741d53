// Types for tests that import scripts/supervise.mjs (plain JavaScript, run by scripts/start.mjs).
import type { ChildProcess } from 'node:child_process';

export interface Supervisor {
  readonly child: ChildProcess;
  readonly restarts: number;
  stop(): void;
}

export function supervise(options: {
  name: string;
  start: () => ChildProcess;
  log?: (line: string) => void;
  initialDelayMs?: number;
  maxDelayMs?: number;
  stableAfterMs?: number;
  restartIf?: () => boolean;
  onGiveUp?: (code: number | null, signal: NodeJS.Signals | null) => void;
}): Supervisor;
