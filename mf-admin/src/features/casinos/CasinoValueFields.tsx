import { useFieldArray, useFormState, type FieldError, type UseFormReturn } from 'react-hook-form';
import styled from 'styled-components';
import { Button, theme } from '@sweepscout/kit';
import {
  REDEMPTION_METHODS,
  US_STATES,
  type Casino,
  type CasinoValue,
  type CasinoValueFormValues,
} from '@sweepscout/shared';
import { Field } from '../../components/Field';
import { CheckField } from '../../components/CheckField';
import { FullRow, Hint } from '../../components/styles';

/** The part of the casino form this sub-form edits. */
export interface ValueForm {
  value: CasinoValueFormValues | null;
}
type Errors = Record<string, unknown> | undefined;

/** The error of a nested field (react-hook-form keeps them as the values' shape). */
function errorAt(errors: Errors, path: string): FieldError | undefined {
  let node: unknown = errors;
  for (const key of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[key];
  return node as FieldError | undefined;
}

const unverified = () => ({ verifiedAt: '', verifiedBy: '', needsVerification: true });

/** What "Add coin value data" starts from: one package, a midnight reset, no minimums yet. */
export const emptyCasinoValue = (): CasinoValueFormValues => ({
  packages: [
    {
      priceUsd: '9.99',
      goldCoins: '10000',
      bonusSc: '10',
      firstPurchase: false,
      dailyLimit: '',
      weeklyLimit: '',
    },
  ],
  packagesVerification: unverified(),
  offers: {
    signupSc: '0',
    dailySc: '0',
    dailyGc: '0',
    streak: '',
    resetTime: '00:00',
    timeZone: 'America/New_York',
    amoe: '',
    verification: unverified(),
  },
  redemption: {
    playthrough: '1',
    minimums: [],
    processingTime: '',
    identityChecks: '',
    prizeCaps: [
      { state: 'FL', maxUsd: '5000' },
      { state: 'NY', maxUsd: '5000' },
    ],
    verification: unverified(),
  },
});

const text = (v: number | null | undefined) => (v == null ? '' : String(v));
const verificationValues = (v: CasinoValue['packagesVerification']) => ({
  verifiedAt: v.verifiedAt ?? '',
  verifiedBy: v.verifiedBy ?? '',
  needsVerification: v.needsVerification,
});

/** A stored value group as the form's text fields hold it. */
export function valueFormValues(value: Casino['value']): CasinoValueFormValues | null {
  if (!value) return null;
  return {
    packages: value.packages.map((p) => ({
      priceUsd: String(p.priceUsd),
      goldCoins: String(p.goldCoins),
      bonusSc: String(p.bonusSc),
      firstPurchase: p.firstPurchase,
      dailyLimit: text(p.dailyLimit),
      weeklyLimit: text(p.weeklyLimit),
    })),
    packagesVerification: verificationValues(value.packagesVerification),
    offers: {
      ...value.offers,
      signupSc: String(value.offers.signupSc),
      dailySc: String(value.offers.dailySc),
      dailyGc: String(value.offers.dailyGc),
      streak: value.offers.streak ?? '',
      amoe: value.offers.amoe ?? '',
      verification: verificationValues(value.offers.verification),
    },
    redemption: {
      playthrough: String(value.redemption.playthrough),
      minimums: value.redemption.minimums.map((m) => ({ ...m, minSc: String(m.minSc) })),
      processingTime: value.redemption.processingTime ?? '',
      identityChecks: value.redemption.identityChecks ?? '',
      prizeCaps: value.redemption.prizeCaps.map((c) => ({ ...c, maxUsd: String(c.maxUsd) })),
      verification: verificationValues(value.redemption.verification),
    },
  };
}

const Group = styled.fieldset`
  grid-column: 1 / -1;
  display: grid;
  grid-template-columns: 1fr;
  gap: ${theme.space(3)};
  margin: 0;
  padding: ${theme.space(4)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  ${theme.media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  legend {
    padding: 0 ${theme.space(1)};
    font-weight: 700;
  }
`;

const ItemActions = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
`;

function Verification({ form, base }: { form: UseFormReturn<ValueForm>; base: string }) {
  const errors = useFormState({ control: form.control }).errors.value as Errors;
  const at = (name: string) => `value.${base}.${name}` as 'value';
  return (
    <>
      <Field label="Last verified on" error={errorAt(errors, `${base}.verifiedAt`)}>
        <input type="date" {...form.register(at('verifiedAt'))} />
      </Field>
      <Field label="Verified by" error={errorAt(errors, `${base}.verifiedBy`)}>
        <input type="text" {...form.register(at('verifiedBy'))} />
      </Field>
      <CheckField
        registration={form.register(at('needsVerification'))}
        label="Needs verification"
      />
    </>
  );
}

function Packages({ form }: { form: UseFormReturn<ValueForm> }) {
  const { fields, append, remove } = useFieldArray({
    control: form.control,
    name: 'value.packages' as never,
  });
  const errors = useFormState({ control: form.control }).errors.value as Errors;
  const reg = (i: number, name: string) => form.register(`value.packages.${i}.${name}` as 'value');
  const err = (i: number, name: string) => errorAt(errors, `packages.${i}.${name}`);
  return (
    <Group>
      <legend>Coin packages</legend>
      {fields.map((field, i) => (
        <Group key={field.id} aria-label={`Package ${i + 1}`}>
          <legend>Package {i + 1}</legend>
          <Field label="Price (USD)" error={err(i, 'priceUsd')} required>
            <input type="number" step="0.01" min="0.01" {...reg(i, 'priceUsd')} />
          </Field>
          <Field label="Gold Coins" error={err(i, 'goldCoins')} required>
            <input type="number" min="0" {...reg(i, 'goldCoins')} />
          </Field>
          <Field label="Bonus SC" error={err(i, 'bonusSc')} required>
            <input type="number" step="0.01" min="0" {...reg(i, 'bonusSc')} />
          </Field>
          <Field label="Daily limit" error={err(i, 'dailyLimit')} hint="Empty: no limit">
            <input type="number" min="1" {...reg(i, 'dailyLimit')} />
          </Field>
          <Field label="Weekly limit" error={err(i, 'weeklyLimit')} hint="Empty: no limit">
            <input type="number" min="1" {...reg(i, 'weeklyLimit')} />
          </Field>
          <CheckField registration={reg(i, 'firstPurchase')} label="First-purchase offer" />
          <ItemActions>
            <Button type="button" $variant="secondary" $size="sm" onClick={() => remove(i)}>
              Remove package {i + 1}
            </Button>
          </ItemActions>
        </Group>
      ))}
      {errorAt(errors, 'packages')?.message && (
        <FullRow role="alert">{errorAt(errors, 'packages')?.message}</FullRow>
      )}
      <ItemActions>
        <Button
          type="button"
          $variant="secondary"
          $size="sm"
          onClick={() => append(emptyCasinoValue().packages[0] as never)}
        >
          Add package
        </Button>
      </ItemActions>
      <Verification form={form} base="packagesVerification" />
    </Group>
  );
}

function Offers({ form }: { form: UseFormReturn<ValueForm> }) {
  const errors = useFormState({ control: form.control }).errors.value as Errors;
  const reg = (name: string) => form.register(`value.offers.${name}` as 'value');
  const err = (name: string) => errorAt(errors, `offers.${name}`);
  return (
    <Group>
      <legend>Free offers (no purchase)</legend>
      <Field label="Sign-up SC" error={err('signupSc')} required>
        <input type="number" step="0.01" min="0" {...reg('signupSc')} />
      </Field>
      <Field label="Daily login SC" error={err('dailySc')} required>
        <input type="number" step="0.01" min="0" {...reg('dailySc')} />
      </Field>
      <Field label="Daily login GC" error={err('dailyGc')} required>
        <input type="number" min="0" {...reg('dailyGc')} />
      </Field>
      <Field label="Reset time" error={err('resetTime')} required hint="In the time zone beside it">
        <input type="time" {...reg('resetTime')} />
      </Field>
      <Field label="Reset time zone" error={err('timeZone')} required hint="e.g. America/New_York">
        <input type="text" {...reg('timeZone')} />
      </Field>
      <Field label="Streak rules" error={err('streak')}>
        <input type="text" {...reg('streak')} />
      </Field>
      <Field label="Mail-in (AMOE) rules" error={err('amoe')} full>
        <textarea {...reg('amoe')} />
      </Field>
      <Verification form={form} base="offers.verification" />
    </Group>
  );
}

function Redemption({ form }: { form: UseFormReturn<ValueForm> }) {
  const minimums = useFieldArray({
    control: form.control,
    name: 'value.redemption.minimums' as never,
  });
  const caps = useFieldArray({
    control: form.control,
    name: 'value.redemption.prizeCaps' as never,
  });
  const errors = useFormState({ control: form.control }).errors.value as Errors;
  const reg = (name: string) => form.register(`value.redemption.${name}` as 'value');
  const err = (name: string) => errorAt(errors, `redemption.${name}`);
  return (
    <Group>
      <legend>Redemption</legend>
      <Field label="Playthrough (times)" error={err('playthrough')} required hint="1 means 1x">
        <input type="number" step="0.1" min="0" {...reg('playthrough')} />
      </Field>
      <Field label="Processing time" error={err('processingTime')}>
        <input type="text" {...reg('processingTime')} />
      </Field>
      <Field label="Identity checks" error={err('identityChecks')}>
        <input type="text" {...reg('identityChecks')} />
      </Field>
      {minimums.fields.map((field, i) => (
        <Group key={field.id} aria-label={`Minimum ${i + 1}`}>
          <legend>Minimum {i + 1}</legend>
          <Field label="Method" error={err(`minimums.${i}.method`)}>
            <select {...reg(`minimums.${i}.method`)}>
              {REDEMPTION_METHODS.map((m) => (
                <option key={m.value} value={m.value}>
                  {m.label}
                </option>
              ))}
            </select>
          </Field>
          <Field label="Minimum SC" error={err(`minimums.${i}.minSc`)} required>
            <input type="number" step="0.01" min="1" {...reg(`minimums.${i}.minSc`)} />
          </Field>
          <ItemActions>
            <Button
              type="button"
              $variant="secondary"
              $size="sm"
              onClick={() => minimums.remove(i)}
            >
              Remove minimum {i + 1}
            </Button>
          </ItemActions>
        </Group>
      ))}
      {err('minimums')?.message && <FullRow role="alert">{err('minimums')?.message}</FullRow>}
      {caps.fields.map((field, i) => (
        <Group key={field.id} aria-label={`Prize cap ${i + 1}`}>
          <legend>Prize cap {i + 1}</legend>
          <Field label="State" error={err(`prizeCaps.${i}.state`)}>
            <select {...reg(`prizeCaps.${i}.state`)}>
              {US_STATES.map((s) => (
                <option key={s.code} value={s.code}>
                  {s.name}
                </option>
              ))}
            </select>
          </Field>
          <Field label="Most per prize (USD)" error={err(`prizeCaps.${i}.maxUsd`)} required>
            <input type="number" min="1" {...reg(`prizeCaps.${i}.maxUsd`)} />
          </Field>
          <ItemActions>
            <Button type="button" $variant="secondary" $size="sm" onClick={() => caps.remove(i)}>
              Remove prize cap {i + 1}
            </Button>
          </ItemActions>
        </Group>
      ))}
      {err('prizeCaps')?.message && <FullRow role="alert">{err('prizeCaps')?.message}</FullRow>}
      <ItemActions>
        <Button
          type="button"
          $variant="secondary"
          $size="sm"
          onClick={() => minimums.append({ method: 'gift-card', minSc: '50' } as never)}
        >
          Add redemption minimum
        </Button>
        <Button
          type="button"
          $variant="secondary"
          $size="sm"
          onClick={() => caps.append({ state: 'FL', maxUsd: '5000' } as never)}
        >
          Add prize cap
        </Button>
      </ItemActions>
      <Verification form={form} base="redemption.verification" />
    </Group>
  );
}

/**
 * The casino editor's coin value fields: packages, free offers and redemption facts, each group
 * with who verified it and when. The whole group is optional: "Remove" stores none.
 */
export function CasinoValueFields({ form }: { form: UseFormReturn<ValueForm> }) {
  const value = form.watch('value');
  if (!value) {
    return (
      <FullRow>
        <Hint>No coin packages, free offers or redemption facts yet.</Hint>
        <Button
          type="button"
          $variant="secondary"
          $size="sm"
          onClick={() => form.setValue('value', emptyCasinoValue())}
        >
          Add coin value data
        </Button>
      </FullRow>
    );
  }
  return (
    <>
      <Packages form={form} />
      <Offers form={form} />
      <Redemption form={form} />
      <FullRow>
        <Button
          type="button"
          $variant="secondary"
          $size="sm"
          onClick={() => form.setValue('value', null)}
        >
          Remove coin value data
        </Button>
      </FullRow>
    </>
  );
}
