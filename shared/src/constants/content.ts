/** Content constants of the public site and the admin area. */
export const CONTACT_CATEGORIES = [
  { value: 'general', label: 'General Inquiry' },
  { value: 'technical', label: 'Technical Support' },
  { value: 'partnership', label: 'Partnership Opportunity' },
  { value: 'complaint', label: 'Complaint' },
  { value: 'other', label: 'Other' },
] as const;
export type ContactCategory = (typeof CONTACT_CATEGORIES)[number]['value'];

export const LEGAL_PAGES = [
  { page: 'terms-of-service', path: '/terms-of-service', title: 'Terms of Service' },
  { page: 'privacy-policy', path: '/privacy-policy', title: 'Privacy Policy' },
  { page: 'disclaimer', path: '/disclaimer', title: 'Disclaimer' },
] as const;
export type LegalPageKey = (typeof LEGAL_PAGES)[number]['page'];

export const SUPPORT_EMAIL = 'support@sweepscout.com';
export const SUPPORT_RESPONSE_HOURS = 24;
export const MINIMUM_VISITOR_AGE = 18;
export const TERMS_NOTICE_DAYS = 30;
export const FAQ_PREVIEW_LENGTH = 80;
export const META_DESCRIPTION_RECOMMENDED = { min: 150, max: 160 } as const;

/** Length of a search text once trimmed: searchQuerySchema enforces it for the API. */
export const SEARCH_TEXT_LENGTH = { min: 2, max: 80 } as const;

/** What the API answers for a search text outside SEARCH_TEXT_LENGTH (searchQuerySchema's messages). */
export const SEARCH_TEXT_MESSAGES = {
  tooShort: `Search text must be at least ${SEARCH_TEXT_LENGTH.min} characters`,
  tooLong: `Search text must be at most ${SEARCH_TEXT_LENGTH.max} characters`,
} as const;

/**
 * Why the API would refuse `text` as a search text, or null when it accepts it. For the header
 * search, which asks on every keystroke, and the results page: it runs without zod, so the
 * schemas stay off the first view of every page.
 */
export function searchTextProblem(text: string): string | null {
  const { length } = text.trim();
  if (length < SEARCH_TEXT_LENGTH.min) return SEARCH_TEXT_MESSAGES.tooShort;
  if (length > SEARCH_TEXT_LENGTH.max) return SEARCH_TEXT_MESSAGES.tooLong;
  return null;
}

/** True when `text` is a search text the API accepts. */
export function isSearchText(text: string): boolean {
  return searchTextProblem(text) === null;
}
