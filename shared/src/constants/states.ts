import { optionValues } from './options';

/**
 * The 50 states and the District of Columbia: the places a visitor can say they are in. The
 * two-letter code is what the `state` cookie, the casino exclusions and the state records hold;
 * the slug names the state's page (`/states/new-york`).
 */
export const US_STATES = [
  { code: 'AL', name: 'Alabama' },
  { code: 'AK', name: 'Alaska' },
  { code: 'AZ', name: 'Arizona' },
  { code: 'AR', name: 'Arkansas' },
  { code: 'CA', name: 'California' },
  { code: 'CO', name: 'Colorado' },
  { code: 'CT', name: 'Connecticut' },
  { code: 'DE', name: 'Delaware' },
  { code: 'DC', name: 'District of Columbia' },
  { code: 'FL', name: 'Florida' },
  { code: 'GA', name: 'Georgia' },
  { code: 'HI', name: 'Hawaii' },
  { code: 'ID', name: 'Idaho' },
  { code: 'IL', name: 'Illinois' },
  { code: 'IN', name: 'Indiana' },
  { code: 'IA', name: 'Iowa' },
  { code: 'KS', name: 'Kansas' },
  { code: 'KY', name: 'Kentucky' },
  { code: 'LA', name: 'Louisiana' },
  { code: 'ME', name: 'Maine' },
  { code: 'MD', name: 'Maryland' },
  { code: 'MA', name: 'Massachusetts' },
  { code: 'MI', name: 'Michigan' },
  { code: 'MN', name: 'Minnesota' },
  { code: 'MS', name: 'Mississippi' },
  { code: 'MO', name: 'Missouri' },
  { code: 'MT', name: 'Montana' },
  { code: 'NE', name: 'Nebraska' },
  { code: 'NV', name: 'Nevada' },
  { code: 'NH', name: 'New Hampshire' },
  { code: 'NJ', name: 'New Jersey' },
  { code: 'NM', name: 'New Mexico' },
  { code: 'NY', name: 'New York' },
  { code: 'NC', name: 'North Carolina' },
  { code: 'ND', name: 'North Dakota' },
  { code: 'OH', name: 'Ohio' },
  { code: 'OK', name: 'Oklahoma' },
  { code: 'OR', name: 'Oregon' },
  { code: 'PA', name: 'Pennsylvania' },
  { code: 'RI', name: 'Rhode Island' },
  { code: 'SC', name: 'South Carolina' },
  { code: 'SD', name: 'South Dakota' },
  { code: 'TN', name: 'Tennessee' },
  { code: 'TX', name: 'Texas' },
  { code: 'UT', name: 'Utah' },
  { code: 'VT', name: 'Vermont' },
  { code: 'VA', name: 'Virginia' },
  { code: 'WA', name: 'Washington' },
  { code: 'WV', name: 'West Virginia' },
  { code: 'WI', name: 'Wisconsin' },
  { code: 'WY', name: 'Wyoming' },
] as const;

export type UsStateCode = (typeof US_STATES)[number]['code'];

/** Every two-letter code, for schemas (a casino's restricted states, the `state` cookie). */
export const US_STATE_CODES: [UsStateCode, ...UsStateCode[]] = optionValues(US_STATES, 'code');

/** 'New York' -> 'new-york': the state's page slug. */
export const stateSlug = (name: string): string => name.toLowerCase().replace(/\s+/g, '-');

const byCode = new Map<string, (typeof US_STATES)[number]>(US_STATES.map((s) => [s.code, s]));
const bySlug = new Map<string, (typeof US_STATES)[number]>(
  US_STATES.map((s) => [stateSlug(s.name), s]),
);

/** The state for a two-letter code in any case ('ny', 'NY'), or undefined. */
export const stateByCode = (code: string) => byCode.get(code.trim().toUpperCase());
/** The state for a page slug ('new-york'), or undefined. */
export const stateBySlug = (slug: string) => bySlug.get(slug);

/**
 * Where a state stands for online sweepstakes casinos: `available`; `restricted` (regulators
 * or the operators themselves keep players out); `banned` (a statute); `pending` (a bill).
 */
export const STATE_STATUSES = ['available', 'restricted', 'banned', 'pending'] as const;
export type StateStatus = (typeof STATE_STATUSES)[number];
export const STATE_STATUS_LABELS: Record<StateStatus, string> = {
  available: 'Available',
  restricted: 'Restricted',
  banned: 'Banned',
  pending: 'Bill pending',
};
