// /summer-collection: the API's 'summer-collection' collection, sortable and paginated.
import { collectionRoute } from '@/components/catalog/collection-route';
import { pages } from '@/lib/routing/urls';

const summerCollection = collectionRoute({
  collection: 'summer-collection',
  path: pages.summerCollection,
  title: 'Summer Collection For Women',
  intro: 'Light kikoi and kanga, beaded sandals, woven totes and jewellery for warm days, handmade across Africa.',
});

export const generateMetadata = summerCollection.generateMetadata;
export default summerCollection.Page;
