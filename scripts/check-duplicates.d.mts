// Types for the test that imports scripts/check-duplicates.mjs (plain JavaScript, run by npm test).
interface ReportedClone {
  tokens: number;
  firstFile: { name: string; start: number; end: number };
  secondFile: { name: string; start: number; end: number };
}

export const DEFENCES: string;
export const MAX_PERCENT: number;
export function readDefences(markdown: string): Map<string, string>;
export function compare(
  report: { duplicates: ReportedClone[]; statistics: { total: { percentage: number } } },
  defences: Map<string, string>,
): { undefended: string[]; stale: string[]; percent: number };
