import { baseApi, TAG_TYPES } from '@sweepscout/kit';

/**
 * Tags of the records only staff read. The kit's API knows the public records (and those visitors
 * create: messages, subscribers); the admin adds its own here, to the same one API of the site.
 */
export const ADMIN_TAG_TYPES = ['User', 'UserRole', 'Stats'] as const;

/** The site's API with the admin's tags: every admin endpoint is injected into this. */
export const adminBaseApi = baseApi.enhanceEndpoints({ addTagTypes: ADMIN_TAG_TYPES });

/** Every tag there is: a sign-in or sign-out refetches whatever this browser holds. */
export const ALL_TAG_TYPES = [...TAG_TYPES, ...ADMIN_TAG_TYPES];
