import { aCasino } from '@sweepscout/kit/testing';
import type { Casino, CompareRow, Page, VisitorState } from '@sweepscout/shared';

/** A casino as GET /api/casinos answers it; the fields a test cares about are given. */
export const casinoFixture = (fields: Partial<Casino> & Pick<Casino, 'name'>): Casino =>
  aCasino({ paymentMethods: ['Visa'], ...fields });

/** A row of GET /api/casinos/compare. */
export function compareRowFixture(
  fields: Partial<CompareRow> & Pick<CompareRow, 'name'>,
): CompareRow {
  return { reviewSlug: null, guideSlug: null, ...casinoFixture(fields), ...fields };
}

/** One page of a paged answer. */
export function pageOf<T>(items: T[], page = 1, pageSize = 10, total = items.length): Page<T> {
  return { items, page, pageSize, total, totalPages: Math.ceil(total / pageSize) };
}

/** A state no casino takes players from (as the seed has New Jersey). */
export const NEW_JERSEY: NonNullable<VisitorState['state']> = {
  code: 'NJ',
  name: 'New Jersey',
  slug: 'new-jersey',
  effectiveStatus: 'banned',
  informationOnly: false,
  casinosAllowed: false,
};

/** GET /api/visitor's answer for a visitor who chose `state` (null: all states). */
export const visitorIn = (state: VisitorState['state']) => ({
  status: 200,
  body: { state, source: state ? 'cookie' : null } satisfies VisitorState,
});
