// One value of a page's search parameter (Next hands a list when the key repeats).
export function searchParam(value: string | string[] | undefined): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  return first?.trim() || undefined;
}

export type SearchParams = Promise<Record<string, string | string[] | undefined>>;
