// zod configured before any schema is built (zodConfig.ts), whichever entry imports this.
import '../zodConfig';
import { z } from 'zod';

/** The `page` query field of a public list: a whole number from 1 (text accepted). */
export const pageNumberSchema = z.coerce
  .number({ error: 'page must be a whole number' })
  .int('page must be a whole number')
  .min(1, 'page must be 1 or more')
  .max(100000, 'page must be at most 100000');

/** The `pageSize` query field of a public list: a whole number from 1 to `maxPageSize`. */
export const pageSizeSchema = (maxPageSize: number) =>
  z.coerce
    .number({ error: 'pageSize must be a whole number' })
    .int('pageSize must be a whole number')
    .min(1, 'pageSize must be 1 or more')
    .max(maxPageSize, `pageSize must be at most ${maxPageSize}`);

/**
 * The `page` and `pageSize` query fields of every paged public list, both optional: a request
 * with neither is a client built before the list was paged, answered with its bounded array.
 */
export const pageQueryFields = (maxPageSize: number) => ({
  page: pageNumberSchema.optional(),
  pageSize: pageSizeSchema(maxPageSize).optional(),
});
