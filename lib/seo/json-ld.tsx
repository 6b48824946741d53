// Structured data in the page's first HTML. A server component: nothing is sent as JavaScript.
import { serializeJsonLd, type JsonLdObject } from './structured-data';

export function JsonLd({ data }: { data: JsonLdObject | JsonLdObject[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
