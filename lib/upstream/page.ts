// The API's paginator as the app's Page (lib/domain), its items normalised by their schema.
import type { z } from 'zod';
import type { Page } from '@/lib/domain/catalog';
import { paginatorSchema } from '@/contract/api/envelope';

/**
 * A Laravel-style paginator (the contract's) as the app's Page, its items normalised by `item`:
 * the one reading of a paginator into a Page. An empty result still has one (empty) page.
 */
export const pageSchema = <S extends z.ZodType>(item: S) =>
  paginatorSchema(item).transform((p): Page<z.output<S>> => ({
    items: p.data as z.output<S>[],
    page: p.current_page,
    lastPage: Math.max(1, p.last_page),
    perPage: p.per_page,
    total: p.total,
  }));
