// The category tree for the product form, read through the catalogue's cached read. Null when the
// API cannot give it: the page says so instead of a form whose division cannot be chosen.
import 'server-only';
import { getCategoryTree } from '@/lib/catalog/taxonomy';
import { CatalogueUnavailableError } from '@/lib/catalog/load';
import { toTaxonomyChoices, type TaxonomyChoice } from './taxonomy-choice';

export async function loadTaxonomyChoices(): Promise<TaxonomyChoice[] | null> {
  try {
    return toTaxonomyChoices(await getCategoryTree());
  } catch (error) {
    if (error instanceof CatalogueUnavailableError) {
      console.warn(`[seller] the category tree could not be read: ${error.message}`);
      return null;
    }
    throw error;
  }
}
