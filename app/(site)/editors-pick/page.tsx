// /editors-pick: the API's 'editors-pick' collection, sortable and paginated through the URL.
import { collectionRoute } from '@/components/catalog/collection-route';
import { pages } from '@/lib/routing/urls';

const editorsPick = collectionRoute({
  collection: 'editors-pick',
  path: pages.editorsPick,
  title: "Editor's Pick",
  intro: 'Pieces our editors love this season: chosen for their craft, their makers and the stories they carry.',
});

export const generateMetadata = editorsPick.generateMetadata;
export default editorsPick.Page;
