'use client';
// The API failed while the story rendered: the spec's message (section 8) and a retry.
import { CatalogueError } from '@/components/catalog/catalogue-error';
import { CATALOGUE_MESSAGES } from '@/lib/messages/catalogue';

export default function StoryError({ error, retry }: { error: unknown; retry: () => void }) {
  return <CatalogueError message={CATALOGUE_MESSAGES.storyFailed} error={error} retry={retry} />;
}
