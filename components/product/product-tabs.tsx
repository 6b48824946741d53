'use client';
// The product page's tabs (WAI-ARIA tabs pattern): every panel is rendered on the server, so
// crawlers and people without JavaScript get all of it; script only switches which one shows.
// Arrow keys move between tabs (and show them), Home and End jump to the ends.
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './product-tabs.module.scss';

interface ProductTab {
  /** Stable and unique: becomes part of the element ids. */
  id: string;
  label: string;
  content: ReactNode;
}

interface ProductTabsProps {
  tabs: ProductTab[];
  label: string;
  initialTab?: string;
}

export function ProductTabs({ tabs, label, initialTab }: ProductTabsProps) {
  const [active, setActive] = useState(() => (tabs.some((t) => t.id === initialTab) ? initialTab! : tabs[0]?.id));
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const base = useId();
  const tabId = (id: string) => `${base}-tab-${id}`;
  const ids = tabs.map((t) => t.id).join(' ');

  // A link to a tab (`/product/42#reviews`, from the account's reviews) shows that tab; the
  // anchors below are where the browser scrolls. Read after hydration, so the server's HTML and
  // the first render agree.
  useEffect(() => {
    const showFromHash = () => {
      const wanted = window.location.hash.slice(1);
      if (ids.split(' ').includes(wanted)) setActive(wanted);
    };
    const frame = requestAnimationFrame(showFromHash);
    window.addEventListener('hashchange', showFromHash);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('hashchange', showFromHash);
    };
  }, [ids]);
  const panelId = (id: string) => `${base}-panel-${id}`;

  function select(index: number) {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (!tab) return;
    setActive(tab.id);
    tabRefs.current.get(tab.id)?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const current = tabs.findIndex((t) => t.id === active);
    const moves: Record<string, number> = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: tabs.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    select(moves[event.key]);
  }

  return (
    <div className={styles.tabs} data-product-tabs="">
      {tabs.map((tab) => (
        <span key={tab.id} id={tab.id} />
      ))}
      {/* Without JavaScript the tabs cannot switch: every panel shows in turn (components/ui/no-script-reveal.tsx). */}
      <div role="tablist" aria-label={label} className={styles.list} onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const selected = tab.id === active;
          return (
            <button
              key={tab.id}
              ref={(node) => {
                if (node) tabRefs.current.set(tab.id, node);
                else tabRefs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={selected}
              aria-controls={panelId(tab.id)}
              tabIndex={selected ? 0 : -1}
              className={styles.tab}
              onClick={() => setActive(tab.id)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div key={tab.id} role="tabpanel" id={panelId(tab.id)} aria-labelledby={tabId(tab.id)} tabIndex={0} hidden={tab.id !== active} className={styles.panel}>
          <h2 className={styles.panelTitle}>{tab.label}</h2>
          {tab.content}
        </div>
      ))}
    </div>
  );
}
