// The console's story form (issue 33, point 7): the contract's story body read from the form's text,
// the category's id as a number (blank: none). Shared by the client form and the route handlers; the
// output is again a valid input, so the form sends what it checked.
import { adminStoryChangeSchema, adminStoryCreateSchema } from '@/contract/api/admin-stories';
import { z } from './zod';

/** '3' from the select, or a number sent again; blank is no category. */
const categoryFromText = (raw: unknown) => {
  if (typeof raw !== 'string') return raw;
  const text = raw.trim();
  if (text === '') return null;
  return /^\d+$/.test(text) ? Number(text) : raw;
};

const category = z.preprocess(categoryFromText, adminStoryCreateSchema.shape.category_id);

/** A new story (saved as a draft). */
export const adminStoryFormSchema = adminStoryCreateSchema.extend({ category_id: category });

/** A story's change: the edit form sends every field (the contract's schema is refined, so it is read through, not extended). */
export const adminStoryChangeFormSchema = z.preprocess(
  (raw) => (raw && typeof raw === 'object' && 'category_id' in raw ? { ...raw, category_id: categoryFromText(raw.category_id) } : raw),
  adminStoryChangeSchema,
);
