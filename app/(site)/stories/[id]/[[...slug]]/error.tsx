'use client';
// The API failed while the story rendered: the spec's message (section 8) and a retry.
import { CatalogueError } from '@/components/catalog/catalogue-error';

export default function StoryError({ error, retry }: { error: unknown; retry: () => void }) {
  return <CatalogueError message="Unable to load story." error={error} retry={retry} />;
}
