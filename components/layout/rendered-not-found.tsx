// A 404 whose page is written into the HTML, for pages stored on their first visit.
//
// Next 16.4 answers notFound() called by such a page (outside any loading boundary) with a 404 and
// an empty document: `<html id="__next_error__">`, the not-found page only in the RSC payload, drawn
// by JavaScript, so a visitor without it and a crawler see a blank page. Called inside a Suspense
// boundary instead, it leaves the page's shell whole: the server writes the boundary's fallback,
// which here is the not-found page itself, and Next still answers (and stores) a 404. In the
// browser React renders the boundary again, meets the same notFound() and shows the route's
// not-found.tsx: pass that same page as the children.
import { notFound } from 'next/navigation';
import { Suspense, type ReactNode } from 'react';

function Missing(): never {
  notFound();
}

export function RenderedNotFound({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={children}>
      <Missing />
    </Suspense>
  );
}
