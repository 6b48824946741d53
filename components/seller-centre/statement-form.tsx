// A month's statement of the shop's books (issue 34, point 6): a plain GET form (it works without
// JavaScript) choosing one of the last twelve months, answered by the statement as a CSV or PDF file.
import { Field } from '@/components/forms/field';
import styles from '@/components/account/account.module.scss';
import button from '@/components/ui/button.module.scss';
import { recentMonths } from '@/lib/format/date';
import { handlers } from '@/lib/routing/urls';

const MONTHS = 12;

export function StatementForm({ now }: { now: Date }) {
  const months = recentMonths(now, MONTHS);
  return (
    <section className={styles.card} aria-labelledby="statement-heading">
      <h2 id="statement-heading" className={styles.cardTitle}>
        Monthly statement
      </h2>
      <p className={styles.muted}>Every entry of a month with the opening and closing balances: CSV for a spreadsheet, PDF to keep or print.</p>
      <form action={handlers.sellerStatement} method="get" className={styles.actions}>
        <Field label="Month" name="month" as="select" defaultValue={months[0].value}>
          {months.map((m) => (
            <option key={m.value} value={m.value}>
              {m.label}
            </option>
          ))}
        </Field>
        <button type="submit" name="format" value="csv" className={`${button.button} ${button.secondary}`}>
          Download CSV
        </button>
        <button type="submit" name="format" value="pdf" className={`${button.button} ${button.secondary}`}>
          Download PDF
        </button>
      </form>
    </section>
  );
}
