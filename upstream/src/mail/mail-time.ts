// The one way a mail gives a time: Nairobi time as the site shows it (lib/format/date), named EAT
// so a buyer abroad knows which clock it is. Mails were in UTC, three hours off the site's times.
import { formatDate } from '../../../lib/format/date';

/** `27 Nov 2026, 23:42 EAT`, or only the clock (`23:42 EAT`) for a time later the same day. */
export function formatMailTime(at: Date, style: 'dateTime' | 'time' = 'dateTime'): string {
  return `${formatDate(at.toISOString(), style)} EAT`;
}
