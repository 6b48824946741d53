'use client';
// A GET form that navigates in the app and leaves empty fields out of the URL
// (`?sort=price_asc`, not `?sort=price_asc&min=&max=`). Without JavaScript it is a plain GET form.
import { useRouter } from 'next/navigation';
import type { FormEvent, FormHTMLAttributes } from 'react';

/** The form's non-empty values as a query string, commas kept readable. */
export function formQuery(form: HTMLFormElement): string {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string' && value.trim() !== '') params.append(name, value.trim());
  }
  return params.toString().replace(/%2C/gi, ',');
}

type GetFormProps = Omit<FormHTMLAttributes<HTMLFormElement>, 'method' | 'onSubmit'> & { action: string };

export function GetForm({ action, children, ...rest }: GetFormProps) {
  const router = useRouter();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = formQuery(event.currentTarget);
    router.push(query ? `${action}?${query}` : action);
  }
  return (
    <form action={action} method="get" onSubmit={submit} {...rest}>
      {children}
    </form>
  );
}
