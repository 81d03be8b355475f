import {
  effectiveStateStatus,
  isInformationOnly,
  nextStateStatusChange,
  stateCookieOf,
} from './states';
import { stateChoiceQuerySchema, stateInputSchema } from '../schemas/states';

/** A test clock: the instants the tests read the records at. */
const at = (iso: string) => Date.parse(iso);

const indiana = {
  legalStatus: 'pending' as const,
  scheduledStatus: 'banned' as const,
  effectiveDate: '2026-07-01',
};

describe('effectiveStateStatus', () => {
  it('keeps the recorded status until the effective date, then applies the scheduled one', () => {
    expect(effectiveStateStatus(indiana, at('2026-06-30T23:59:59.999Z'))).toBe('pending');
    expect(effectiveStateStatus(indiana, at('2026-07-01T00:00:00.000Z'))).toBe('banned');
    expect(effectiveStateStatus(indiana, at('2027-01-01T00:00:00.000Z'))).toBe('banned');
  });

  it('keeps the recorded status without a scheduled status or a valid date', () => {
    const plain = { legalStatus: 'available' as const, scheduledStatus: null, effectiveDate: null };
    expect(effectiveStateStatus(plain, at('2030-01-01T00:00:00Z'))).toBe('available');
    expect(effectiveStateStatus({ ...indiana, effectiveDate: 'soon' }, at('2030-01-01'))).toBe(
      'pending',
    );
  });
});

describe('nextStateStatusChange', () => {
  it('is the earliest scheduled change still ahead', () => {
    const later = { ...indiana, effectiveDate: '2026-09-01' };
    const past = { ...indiana, effectiveDate: '2025-01-01' };
    expect(nextStateStatusChange([later, indiana, past], at('2026-06-01'))).toBe(
      at('2026-07-01T00:00:00Z'),
    );
    expect(nextStateStatusChange([later, indiana], at('2026-07-01T00:00:00Z'))).toBe(
      at('2026-09-01T00:00:00Z'),
    );
    expect(nextStateStatusChange([past], at('2026-06-01'))).toBeNull();
  });
});

describe('isInformationOnly', () => {
  const california = {
    legalStatus: 'banned' as const,
    scheduledStatus: null,
    effectiveDate: '2026-01-01',
    reachesAffiliates: true,
    markedInformationOnly: false,
  };
  it('applies where a law in force reaches affiliates, or staff marked the state', () => {
    expect(isInformationOnly(california, at('2026-11-25'))).toBe(true);
    expect(isInformationOnly({ ...california, reachesAffiliates: false }, at('2026-11-25'))).toBe(
      false,
    );
    expect(
      isInformationOnly(
        {
          ...california,
          legalStatus: 'available',
          reachesAffiliates: false,
          markedInformationOnly: true,
        },
        at('2026-11-25'),
      ),
    ).toBe(true);
  });
  it('waits for a scheduled ban that reaches affiliates to come into force', () => {
    const scheduled = { ...indiana, reachesAffiliates: true, markedInformationOnly: false };
    expect(isInformationOnly(scheduled, at('2026-06-30T12:00:00Z'))).toBe(false);
    expect(isInformationOnly(scheduled, at('2026-07-01T00:00:00Z'))).toBe(true);
  });
});

describe('the state cookie and the selector', () => {
  it('reads a valid two-letter code from the Cookie header, ignoring anything else', () => {
    expect(stateCookieOf('theme=dark; state=nj; x=1')).toBe('NJ');
    expect(stateCookieOf('state=ZZ')).toBeNull();
    expect(stateCookieOf('mystate=CA')).toBeNull();
    expect(stateCookieOf(undefined)).toBeNull();
  });
  it('accepts a code or all, and refuses anything else with a clear message', () => {
    expect(stateChoiceQuerySchema.parse({ state: 'ca' }).state).toBe('CA');
    expect(stateChoiceQuerySchema.parse({ state: 'all' }).state).toBe('ALL');
    const bad = stateChoiceQuerySchema.safeParse({ state: 'Narnia' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0].message).toBe('State must be a US state code such as NJ, or all');
  });
});

describe('stateInputSchema', () => {
  it('needs an effective date for a scheduled status', () => {
    const result = stateInputSchema.safeParse({
      code: 'IN',
      legalStatus: 'pending',
      scheduledStatus: 'banned',
      summary: 'A ban comes.',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe('A scheduled status needs an effective date');
  });
  it('refuses a source that is not an http(s) URL', () => {
    const result = stateInputSchema.safeParse({
      code: 'IN',
      legalStatus: 'pending',
      summary: 'x',
      sources: ['javascript:alert(1)'],
    });
    expect(result.error?.issues[0].message).toBe('Each source must be an http(s) URL');
  });
});
