import * as z from 'zod/mini';

/**
 * One page of a list the API answers a page at a time (the audit log, a page's history, the
 * public notices): its items, how many the filter holds in all, which page and its size, then
 * what else that list says (`more`).
 */
export const listPageSchema = <Item extends z.core.$ZodType, More extends z.core.$ZodLooseShape = Record<never, never>>(item: Item, more?: More) =>
  z.object({ items: z.array(item), total: z.int(), page: z.int(), pageSize: z.int(), ...(more as More) });
