// Dates on the product pages, in Nairobi time ('15 January 2026').
const long = new Intl.DateTimeFormat('en-KE', { dateStyle: 'long', timeZone: 'Africa/Nairobi' });
const medium = new Intl.DateTimeFormat('en-KE', { dateStyle: 'medium', timeZone: 'Africa/Nairobi' });

export function formatDate(iso: string, style: 'long' | 'medium' = 'long'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return (style === 'long' ? long : medium).format(date);
}
