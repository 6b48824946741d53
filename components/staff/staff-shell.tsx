// Every page of a staff area (the seller centre, the operator's console): the area's own header and
// the page, with no buyer header or footer. Rendered per request for the signed-in user (the
// area's layout reads their session), never from a shared cache.
import type { ReactNode } from 'react';
import { StaffHeader, type StaffHeaderProps } from './staff-header';
import styles from './staff-shell.module.scss';

export function StaffShell({ children, ...header }: StaffHeaderProps & { children: ReactNode }) {
  return (
    <>
      <StaffHeader {...header} />
      <main id="main-content" tabIndex={-1} className={styles.main}>
        {children}
      </main>
    </>
  );
}
