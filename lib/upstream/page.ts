// The API's paginator as the app's Page (lib/domain), its items normalised by their schema.
import type { z } from 'zod';
import { paginatorSchema } from '@/contract/api/envelope';

/** A Laravel-style paginator as the app's Page, its items normalised by `item`. */
export const pageSchema = <S extends z.ZodType>(item: S) =>
  paginatorSchema(item).transform((p) => ({
    items: p.data as z.output<S>[],
    page: p.current_page,
    lastPage: Math.max(1, p.last_page),
    perPage: p.per_page,
    total: p.total,
  }));
