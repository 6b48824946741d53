// Dates as people here read them, in Nairobi time, the same on the server and in every browser.
const formats = {
  long: new Intl.DateTimeFormat('en-KE', { dateStyle: 'long', timeZone: 'Africa/Nairobi' }), // 15 January 2026
  medium: new Intl.DateTimeFormat('en-KE', { dateStyle: 'medium', timeZone: 'Africa/Nairobi' }), // 15 Jan 2026
  dateTime: new Intl.DateTimeFormat('en-KE', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Africa/Nairobi',
  }),
  time: new Intl.DateTimeFormat('en-KE', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'Africa/Nairobi' }), // 14:05
  month: new Intl.DateTimeFormat('en-KE', { month: 'long', year: 'numeric', timeZone: 'Africa/Nairobi' }), // January 2026
};

/** The formatted date, or `fallback` when there is none or it is not a date. */
export function formatDate(iso: string | null | undefined, style: keyof typeof formats = 'long', fallback = '-'): string {
  if (!iso) return fallback;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? fallback : formats[style].format(date);
}

/** The last `count` months in Nairobi, newest first, as YYYY-MM with their names ("November 2026"). */
export function recentMonths(now: Date, count: number): { value: string; label: string }[] {
  // Nairobi is UTC+3 all year: its calendar is UTC's three hours on.
  const nairobi = new Date(now.getTime() + 3 * 60 * 60 * 1000);
  return Array.from({ length: count }, (_, back) => {
    const first = new Date(Date.UTC(nairobi.getUTCFullYear(), nairobi.getUTCMonth() - back, 1, 9));
    const value = `${first.getUTCFullYear()}-${String(first.getUTCMonth() + 1).padStart(2, '0')}`;
    return { value, label: formats.month.format(first) };
  });
}
