'use client';
// The search box of a listing's GET form (stories, the seller galleries). Typing searches by itself
// once the visitor pauses for 400 ms (spec section 4), starting again at page 1 with the form's
// filters kept; Enter or the Search button does it at once. Without JavaScript it is a plain field
// of the GET form.
//
// A pending pause-search never undoes a navigation that came after the typing: Enter cancels it,
// and when it fires it does nothing if the address already shows this search (Enter then a quick
// click on 'Show all stories' used to be pulled back to the search by the late timer).
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { MAX_SEARCH_LENGTH, readSearchText } from '@/lib/catalog/listing-query';
import { formQuery } from './get-form';

/** Spec section 4: search text changes apply after 400 ms. */
export const SEARCH_DEBOUNCE_MS = 400;

interface SearchFieldProps {
  id: string;
  /** The listing's path, where the search goes. */
  action: string;
  /** The search in the URL. */
  value: string;
  placeholder: string;
  className?: string;
}

export function SearchField({ id, action, value, placeholder, className }: SearchFieldProps) {
  const router = useRouter();
  const [text, setText] = useState(value);
  const inputRef = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  // A link elsewhere on the page (Clear filters, the breadcrumb) changed the URL: show its search,
  // unless the visitor is typing here.
  useEffect(() => {
    if (document.activeElement !== inputRef.current) setText(value);
  }, [value]);

  // Enter or the Search button submits the form, which searches at once: the pause is moot.
  useEffect(() => {
    const form = inputRef.current?.form;
    const cancel = () => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
    };
    form?.addEventListener('submit', cancel);
    return () => {
      form?.removeEventListener('submit', cancel);
      cancel();
    };
  }, []);

  function change(next: string) {
    setText(next);
    if (timer.current) clearTimeout(timer.current);
    const form = inputRef.current?.form;
    timer.current = setTimeout(() => {
      timer.current = null;
      // The address as it is now, not as it was when the visitor typed.
      const shown = readSearchText(new URLSearchParams(window.location.search).get('q') ?? undefined);
      if (!form || readSearchText(next) === shown) return;
      const query = formQuery(form);
      // Replace, not push: a pause while typing is not a page the visitor wants to go back to.
      router.replace(query ? `${action}?${query}` : action, { scroll: false });
    }, SEARCH_DEBOUNCE_MS);
  }

  return (
    <input
      ref={inputRef}
      id={id}
      name="q"
      type="search"
      autoComplete="off"
      enterKeyHint="search"
      maxLength={MAX_SEARCH_LENGTH}
      placeholder={placeholder}
      value={text}
      onChange={(event) => change(event.target.value)}
      className={className}
    />
  );
}
