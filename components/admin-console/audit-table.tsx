// The audit log's table (/admin/audit): when, who, what, on what, the change (each field as it was
// and as it became) and the reason, newest first. Read only: nothing here edits an entry.
import { ScrollTable } from '@/components/ui/scroll-table';
import table from '@/components/ui/table.module.scss';
import type { AuditEntry } from '@/lib/domain/admin-console';
import { formatDate } from '@/lib/format/date';
import { AUDIT_ACTION_LABELS, AUDIT_TARGET_LABELS } from './audit-labels';
import styles from './audit-log.module.scss';

/** A recorded value as a short text: strings as they are, anything else as JSON, none as a dash. */
function shown(value: unknown): string {
  if (value === undefined || value === null) return '-';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Each field the entry names, before -> after, in the order they were recorded. */
export function changesOf(entry: Pick<AuditEntry, 'before' | 'after'>): string[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields.map((field) => `${field}: ${shown(before[field])} -> ${shown(after[field])}`);
}

export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  return (
    <ScrollTable>
      <table className={table.table}>
        <caption className={table.caption}>Admin actions, newest first</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Who</th>
            <th scope="col">Action</th>
            <th scope="col">Target</th>
            <th scope="col">Change</th>
            <th scope="col">Reason</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => {
            const changes = changesOf(entry);
            return (
              <tr key={entry.id}>
                <td>
                  <time dateTime={entry.at}>{formatDate(entry.at, 'dateTime')}</time>
                </td>
                <td>{entry.actorEmail}</td>
                <th scope="row">{AUDIT_ACTION_LABELS[entry.action]}</th>
                <td>
                  {AUDIT_TARGET_LABELS[entry.targetType]} #{entry.targetId}
                </td>
                <td>
                  {changes.length === 0 ? (
                    '-'
                  ) : (
                    <ul className={styles.changes}>
                      {changes.map((change) => (
                        <li key={change}>{change}</li>
                      ))}
                    </ul>
                  )}
                </td>
                <td>
                  <span className={styles.reason}>{entry.reason ?? '-'}</span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollTable>
  );
}
