// The overview's chart: the last seven days' paid sales as bars, in a <figure> with its caption.
// The drawing is for the eye only (aria-hidden); the same figures are a table for screen readers,
// so nothing is said twice and nothing is only a picture. Server-rendered SVG, no script.
import type { AdminDay } from '@/lib/domain/admin-console';
import { formatNumber } from '@/lib/format/count';
import { formatKsh } from '@/lib/format/money';
import table from '@/components/ui/table.module.scss';
import hidden from '@/components/ui/visually-hidden.module.scss';
import styles from './admin-overview.module.scss';

const WIDTH = 700;
const HEIGHT = 240;
/** Room above the bars for their values and below them for the days' names. */
const TOP = 28;
const BOTTOM = 30;
const GAP = 16;
/** The one chart of its page names its figure by its caption. */
const CAPTION_ID = 'sales-chart-caption';

/** A day's short name (Mon 23) from its YYYY-MM-DD. */
const dayLabel = new Intl.DateTimeFormat('en-KE', { weekday: 'short', day: 'numeric', timeZone: 'UTC' });
const dayName = (date: string) => dayLabel.format(new Date(`${date}T00:00:00Z`));

/** The value over a bar: whole shillings, thousands as k, so seven fit side by side on a phone. */
function short(amount: number): string {
  if (amount >= 1_000_000) return `${formatNumber(Math.round(amount / 100_000) / 10)}M`;
  if (amount >= 1_000) return `${formatNumber(Math.round(amount / 100) / 10)}k`;
  return formatNumber(Math.round(amount));
}

export function SalesChart({ days }: { days: AdminDay[] }) {
  const max = Math.max(0, ...days.map((d) => d.sales));
  const slot = WIDTH / days.length;
  const barWidth = slot - GAP;
  const room = HEIGHT - TOP - BOTTOM;
  return (
    <figure className={styles.chart} aria-labelledby={CAPTION_ID}>
      <figcaption id={CAPTION_ID} className={styles.chartCaption}>
        Paid sales, last {days.length} days (Ksh)
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className={styles.chartDrawing} aria-hidden="true" focusable="false">
        <line x1={0} x2={WIDTH} y1={HEIGHT - BOTTOM} y2={HEIGHT - BOTTOM} className={styles.axis} />
        {days.map((day, i) => {
          const height = max > 0 ? Math.max(day.sales > 0 ? 2 : 0, (day.sales / max) * room) : 0;
          const x = i * slot + GAP / 2;
          const y = HEIGHT - BOTTOM - height;
          return (
            <g key={day.date}>
              <rect x={x} y={y} width={barWidth} height={height} rx={4} className={i === days.length - 1 ? styles.barToday : styles.bar} />
              <text x={x + barWidth / 2} y={y - 8} textAnchor="middle" className={styles.value}>
                {short(day.sales)}
              </text>
              <text x={x + barWidth / 2} y={HEIGHT - 8} textAnchor="middle" className={styles.day}>
                {dayName(day.date)}
              </text>
            </g>
          );
        })}
      </svg>
      {/* Hidden by its box: a table grows to fit its cells whatever width it is given, and would widen a phone's page. */}
      <div className={hidden.visuallyHidden}>
        <table>
          <caption>Orders and paid sales for each of the last {days.length} days, oldest first</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Orders</th>
              <th scope="col">Paid sales</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <th scope="row">
                  <time dateTime={day.date}>{dayName(day.date)}</time>
                </th>
                <td className={table.numeric}>{formatNumber(day.orders)}</td>
                <td className={table.numeric}>{formatKsh(day.sales)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
