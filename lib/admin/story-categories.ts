// The story categories the console's story form offers: the public list (cached, the same for
// everyone), or null when the API cannot give it (the form then says so and leaves the category as
// it is).
import 'server-only';
import { CatalogueUnavailableError } from '@/lib/catalog/load';
import { getStoryCategories } from '@/lib/catalog/stories';
import type { StoryCategory } from '@/lib/domain/catalog';

export async function loadStoryCategories(): Promise<StoryCategory[] | null> {
  try {
    return await getStoryCategories();
  } catch (error) {
    if (error instanceof CatalogueUnavailableError) {
      console.warn(`[admin] the story categories could not be read: ${error.message}`);
      return null;
    }
    throw error;
  }
}
