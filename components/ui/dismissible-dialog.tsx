'use client';
// A native <dialog> that Escape and a click on its backdrop close, both through `onDismiss`, so the
// component's `open` state stays the one source of truth (the browser's own cancel would shut the
// dialog behind it). Opening, focus and its return are useModalDialog's.
import type { ComponentProps } from 'react';

type DismissibleDialogProps = Omit<ComponentProps<'dialog'>, 'onKeyDown' | 'onCancel' | 'onClick'> & { onDismiss: () => void };

export function DismissibleDialog({ onDismiss, ...dialog }: DismissibleDialogProps) {
  return (
    <dialog
      {...dialog}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onDismiss();
        }
      }}
      onCancel={(event) => {
        event.preventDefault();
        onDismiss();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> itself.
        if (event.target === event.currentTarget) onDismiss();
      }}
    />
  );
}
