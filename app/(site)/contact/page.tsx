// /contact (spec section 2, static pages): the contact form. Static: prerendered at build, no API;
// the form sends through POST /api/contact.
import type { Metadata } from 'next';
import { ContactView } from '@/components/static/contact-view';
import { pageMetadata } from '@/lib/seo/metadata';
import { pages } from '@/lib/routing/urls';

export const metadata: Metadata = pageMetadata({
  title: 'Contact us',
  description: 'Questions about an order, a piece or selling on the marketplace: send us a message and we will reply by email.',
  path: pages.contact,
});

export default function ContactPage() {
  return <ContactView />;
}
