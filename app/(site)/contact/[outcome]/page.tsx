// /contact/{outcome}: where a contact form posted without JavaScript lands (app/api/contact sends
// it here), showing how it went beside the form. One static page per outcome, built ahead; any
// other value is a 404. Kept out of search results: /contact is the page.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ContactView } from '@/components/static/contact-view';
import { pageMetadata } from '@/lib/seo/metadata';
import { CONTACT_OUTCOMES, isContactOutcome } from '@/lib/validation/contact-outcome';
import { pages } from '@/lib/routing/urls';

export const dynamicParams = false;

export function generateStaticParams(): { outcome: string }[] {
  return Object.keys(CONTACT_OUTCOMES).map((outcome) => ({ outcome }));
}

export const metadata: Metadata = pageMetadata({
  title: 'Contact us',
  description: 'Questions about an order, a piece or selling on the marketplace: send us a message and we will reply by email.',
  path: pages.contact,
  noIndex: true,
});

export default async function ContactOutcomePage({ params }: { params: Promise<{ outcome: string }> }) {
  const { outcome } = await params;
  if (!isContactOutcome(outcome)) notFound();
  return <ContactView outcome={outcome} />;
}
