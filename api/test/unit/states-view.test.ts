import { Types } from 'mongoose';
import type { UsStateRecord } from '../../src/features/states/model';
import { PublicView } from '../../src/readModel/publicView';
import { emptySnapshot } from '../../src/readModel/snapshot';

// The read model's view of the state records at a test clock: a scheduled status applies by
// itself from its effective date, and the view asks to be made again at that instant.

const record = (fields: Partial<UsStateRecord>): UsStateRecord => ({
  _id: new Types.ObjectId(),
  code: 'IN',
  legalStatus: 'pending',
  scheduledStatus: 'banned',
  effectiveDate: '2026-07-01',
  citation: 'HB 1052 (2026)',
  billStage: '',
  summary: 'Indiana bans online sweepstakes casinos from 1 July 2026.',
  sources: [],
  reachesAffiliates: true,
  markedInformationOnly: false,
  verified: false,
  lastVerifiedAt: null,
  verifiedBy: '',
  changeLog: [],
  ...fields,
});

function viewAt(iso: string, records: UsStateRecord[]): PublicView {
  const snapshot = emptySnapshot();
  for (const r of records) snapshot.usstates.set(String(r._id), r);
  return PublicView.build(snapshot, Date.parse(iso));
}

describe('the states in the public view', () => {
  const indiana = record({});
  const texas = record({
    code: 'TX',
    legalStatus: 'available',
    scheduledStatus: null,
    effectiveDate: null,
  });

  it('applies a scheduled status from its effective date on, with no write', () => {
    const before = viewAt('2026-06-30T23:00:00Z', [indiana, texas]);
    expect(before.states.bySlug.get('indiana')).toMatchObject({
      effectiveStatus: 'pending',
      casinosAllowed: true,
      informationOnly: false,
    });
    // The view is made again when the status changes (the read model's publication timer).
    expect(before.nextPublishAt).toBe(Date.parse('2026-07-01T00:00:00Z'));

    const after = viewAt('2026-07-01T00:00:00Z', [indiana, texas]);
    expect(after.states.bySlug.get('indiana')).toMatchObject({
      effectiveStatus: 'banned',
      casinosAllowed: false,
      informationOnly: true,
    });
    expect(after.nextPublishAt).toBeNull();
  });

  it('answers a chosen state as a lens: available casinos, information-only JSON', () => {
    const view = viewAt('2026-08-01T00:00:00Z', [indiana, texas]);
    expect(view.states.list.map((s) => s.code)).toEqual(['IN', 'TX']);
    const tx = view.states.lens('TX');
    expect(tx?.allows({ restrictedStates: ['WA'] })).toBe(true);
    expect(tx?.allows({ restrictedStates: ['TX'] })).toBe(false);
    expect(tx?.availability({ restrictedStates: ['TX'] })).toMatchObject({
      available: false,
      reason: 'operator',
    });
    const inLens = view.states.lens('IN');
    expect(inLens?.allows({ restrictedStates: [] })).toBe(false);
    expect(inLens?.availability({ restrictedStates: [] })).toMatchObject({
      reason: 'law',
      citation: 'HB 1052 (2026)',
      effectiveDate: '2026-07-01',
    });
    expect(view.states.lens(null)).toBeNull();
    expect(view.states.visitor('IN', 'cookie')).toEqual({
      state: {
        code: 'IN',
        name: 'Indiana',
        slug: 'indiana',
        effectiveStatus: 'banned',
        informationOnly: true,
        casinosAllowed: false,
      },
      source: 'cookie',
    });
  });
});
