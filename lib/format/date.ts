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
};

/** The formatted date, or `fallback` when there is none or it is not a date. */
export function formatDate(iso: string | null | undefined, style: keyof typeof formats = 'long', fallback = '-'): string {
  if (!iso) return fallback;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? fallback : formats[style].format(date);
}
