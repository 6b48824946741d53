'use client';
// A <select> that submits its GET form on change (filter and sort changes apply at once, spec
// section 4). Without JavaScript the form's Apply button does the same.
import type { SelectHTMLAttributes } from 'react';

export function AutoSubmitSelect(props: SelectHTMLAttributes<HTMLSelectElement>) {
  return <select {...props} onChange={(event) => event.currentTarget.form?.requestSubmit()} />;
}
