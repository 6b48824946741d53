'use client';
// Support Tickets' option to hide the account sidebar and breadcrumb (spec section 2), so the
// tickets take the whole width. It marks the account shell around it; leaving the page (or the
// button going away) brings the menu back, as the shell is shared by every account page.
import { useEffect, useRef, useState } from 'react';
import button from '@/components/ui/button.module.scss';

export function HideMenuToggle() {
  const [hidden, setHidden] = useState(false);
  const ref = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const shell = ref.current?.closest<HTMLElement>('[data-account-shell]');
    if (!shell) return;
    if (hidden) shell.dataset.menu = 'hidden';
    else delete shell.dataset.menu;
    return () => {
      delete shell.dataset.menu;
    };
  }, [hidden]);

  return (
    <button ref={ref} type="button" className={`${button.button} ${button.ghost}`} aria-pressed={hidden} onClick={() => setHidden((h) => !h)}>
      Hide menu
    </button>
  );
}
