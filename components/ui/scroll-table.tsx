'use client';
// The box around the one data table (components/ui/table.module.scss), scrolling sideways on a
// narrow screen. When columns are out of sight it says so: a fade on the side that has more, a
// "scroll for more" hint under the box, and the box becomes a region, named by the table's caption,
// that a keyboard can focus and scroll. (At 390 px /payments showed three of its nine columns with
// nothing to tell a buyer the rest were there.)
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { TABLE_MESSAGES } from '@/lib/messages/catalogue';
import styles from './table.module.scss';

interface Overflow {
  /** Columns scrolled past on the left. */
  left: boolean;
  /** Columns hidden past the right edge. */
  right: boolean;
}

const NONE: Overflow = { left: false, right: false };

/** What the box hides on each side (1 px of slack for fractional widths). */
function measure(box: HTMLElement): Overflow {
  const hidden = box.scrollWidth - box.clientWidth;
  if (hidden <= 1) return NONE;
  return { left: box.scrollLeft > 1, right: box.scrollLeft < hidden - 1 };
}

export function ScrollTable({ children }: { children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [overflow, setOverflow] = useState<Overflow>(NONE);
  const [label, setLabel] = useState<string | undefined>(undefined);
  const hintId = `${useId()}-hint`;

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    // The region is named by what the table's caption says (it is visually hidden, for screen readers).
    setLabel(element.querySelector('caption')?.textContent?.trim() || undefined);
    const update = () =>
      setOverflow((current) => {
        const next = measure(element);
        return next.left === current.left && next.right === current.right ? current : next;
      });
    update();
    element.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    // The table's width also changes without a window resize (fonts loading, rows added).
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(element);
    if (element.firstElementChild) observer?.observe(element.firstElementChild);
    return () => {
      element.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
      observer?.disconnect();
    };
  }, []);

  const scrolls = overflow.left || overflow.right;
  return (
    <div className={styles.frame}>
      <div className={styles.edges} data-more-left={overflow.left || undefined} data-more-right={overflow.right || undefined}>
        <div
          ref={box}
          className={styles.tableWrap}
          role={scrolls ? 'region' : undefined}
          aria-label={scrolls ? label : undefined}
          aria-describedby={scrolls ? hintId : undefined}
          tabIndex={scrolls ? 0 : undefined}
        >
          {children}
        </div>
      </div>
      {scrolls ? (
        <p id={hintId} className={styles.hint}>
          {TABLE_MESSAGES.scrollForMore}
        </p>
      ) : null}
    </div>
  );
}
