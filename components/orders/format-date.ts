// Order dates in Kenyan time, the same on the server and in every browser ('3 Mar 2026').
const date = new Intl.DateTimeFormat('en-KE', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Africa/Nairobi' });
const dateTime = new Intl.DateTimeFormat('en-KE', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Africa/Nairobi',
});

function parse(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const value = new Date(iso);
  return Number.isNaN(value.getTime()) ? null : value;
}

export function formatOrderDate(iso: string | null | undefined): string {
  const value = parse(iso);
  return value ? date.format(value) : '-';
}

export function formatOrderDateTime(iso: string | null | undefined): string {
  const value = parse(iso);
  return value ? dateTime.format(value) : '-';
}
