// The one data table (table.module.scss) for a list that may be empty: `empty` when there are no
// rows; otherwise the scrolling box, the caption (for screen readers, and the box's name when it
// scrolls), the column heads and one row per item. A column of buttons has its head for screen
// readers only, so the table keeps a head for every column without showing an empty word.
import type { ReactNode } from 'react';
import { ScrollTable } from './scroll-table';
import table from './table.module.scss';

export interface TableColumn {
  label: string;
  /** Right-aligned in tabular figures (money, counts), like the column's cells. */
  numeric?: boolean;
  /** Said to screen readers only. */
  hidden?: boolean;
}

interface DataTableProps<T> {
  caption: string;
  columns: readonly TableColumn[];
  rows: readonly T[];
  /** One item's `<tr>`, with its key. */
  row(item: T): ReactNode;
  /** What shows instead of the table when there are no rows. */
  empty: ReactNode;
}

export function DataTable<T>({ caption, columns, rows, row, empty }: DataTableProps<T>) {
  if (rows.length === 0) return empty;
  return (
    <ScrollTable>
      <table className={table.table}>
        <caption className={table.caption}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className={column.numeric ? table.numeric : undefined}>
                {column.hidden ? <span className={table.caption}>{column.label}</span> : column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{rows.map(row)}</tbody>
      </table>
    </ScrollTable>
  );
}
