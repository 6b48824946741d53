'use client';
import button from '@/components/ui/button.module.scss';

/** 'Refresh Page' (the division page's empty state): loads the page again. */
export function RefreshButton({ label = 'Refresh Page' }: { label?: string }) {
  return (
    <button type="button" className={`${button.button} ${button.primary}`} onClick={() => window.location.reload()}>
      {label}
    </button>
  );
}
