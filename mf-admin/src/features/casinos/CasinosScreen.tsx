import {
  casinoInputSchema,
  MINIMUM_AGES,
  stateNoteLines,
  type Casino,
  type CasinoFormValues,
  type CasinoInput,
} from '@sweepscout/shared';
import type { UseFormReturn } from 'react-hook-form';

import { editorialCollection } from '../../editorial/collection';
import { CrudScreen } from '../../editorial/CrudScreen';
import { Field } from '../../components/Field';
import { Options } from '../../components/Options';
import { CheckField } from '../../components/CheckField';
import { RecordDialog } from '../../components/RecordDialog';
import { Muted, Thumb } from '../../components/styles';
import { useRecordForm } from '../../components/useRecordForm';
import { LivePreview } from '../../preview/LivePreview';
import { previewCasino } from '../../preview/previewRecords';
import { SubScoreFields, subScoreValues } from './SubScoreFields';
import { ChangeNoteField } from '../../forms/TrustFields';
import { CasinoValueFields, valueFormValues, type ValueForm } from './CasinoValueFields';

const CASINOS = editorialCollection('casinos', 'manage_casinos', {
  title: 'Casino',
  noun: 'casino',
});

const EMPTY: CasinoFormValues = {
  name: '',
  slug: '',
  description: '',
  rating: '4.0',
  bonusAmount: '',
  bonusDescription: '',
  gamesCount: '',
  gameTypes: '',
  features: '{}',
  websiteUrl: '',
  termsUrl: '',
  logoUrl: '',
  bannerUrl: '',
  promoCode: '',
  paymentMethods: '[]',
  minPurchase: '',
  isFeatured: false,
  minimumAge: '18',
  restrictedStates: '',
  stateNotes: '',
  subScores: subScoreValues(),
  changeNote: '',
  value: null,
};

function toFormValues(casino: Casino): CasinoFormValues {
  return {
    name: casino.name,
    slug: casino.slug,
    description: casino.description,
    rating: casino.rating.toFixed(1),
    bonusAmount: casino.bonusAmount,
    bonusDescription: casino.bonusDescription ?? '',
    gamesCount: casino.gamesCount,
    gameTypes: casino.gameTypes,
    features: JSON.stringify(casino.features ?? {}),
    websiteUrl: casino.websiteUrl,
    termsUrl: casino.termsUrl ?? '',
    logoUrl: casino.logoUrl ?? '',
    bannerUrl: casino.bannerUrl ?? '',
    promoCode: casino.promoCode ?? '',
    paymentMethods: JSON.stringify(casino.paymentMethods ?? []),
    minPurchase: casino.minPurchase ?? '',
    isFeatured: casino.isFeatured,
    minimumAge: String(casino.minimumAge),
    restrictedStates: (casino.restrictedStates ?? []).join(', '),
    stateNotes: stateNoteLines(casino.stateNotes),
    subScores: subScoreValues(casino),
    changeNote: '',
    value: valueFormValues(casino.value),
  };
}

/** The wire shape: rating as text, features and payment methods as JSON text. */
function toPayload(values: CasinoInput) {
  return {
    ...values,
    rating: values.rating.toFixed(1),
    features: JSON.stringify(values.features),
    paymentMethods: JSON.stringify(values.paymentMethods),
  };
}

function CasinoForm({ casino, onClose }: { casino?: Casino; onClose: () => void }) {
  const form = useRecordForm({
    schema: casinoInputSchema,
    values: casino ? toFormValues(casino) : EMPTY,
    empty: () => EMPTY,
    collection: CASINOS,
    record: casino,
    toPayload,
    onClose,
  });
  const { register, watch, errors, editorial } = form;
  return (
    <RecordDialog
      onClose={onClose}
      description={
        casino ? `Update the details of ${casino.name}.` : 'Add a new casino brand to the site.'
      }
      {...editorial}
      aside={
        <LivePreview
          preview={{ module: 'catalog/CasinoArticle', casino: previewCasino(watch(), casino) }}
        />
      }
    >
      <Field label="Name" error={errors.name} required>
        <input type="text" {...register('name')} />
      </Field>
      <Field
        label="Slug"
        error={errors.slug}
        required
        hint="The casino detail page will be /casinos/{slug}."
      >
        <input type="text" {...register('slug')} />
      </Field>
      <Field
        label="Rating"
        error={errors.rating}
        required
        hint="From 1 to 5; with four or more scores below, the published rating is computed from them"
      >
        <input type="number" min={1} max={5} step={0.1} {...register('rating')} />
      </Field>
      <SubScoreFields register={register} errors={errors} />
      <Field label="Bonus Amount" error={errors.bonusAmount} required>
        <input type="text" {...register('bonusAmount')} />
      </Field>
      <Field label="Bonus Description" error={errors.bonusDescription}>
        <input type="text" {...register('bonusDescription')} />
      </Field>
      <Field label="Games Count" error={errors.gamesCount} required hint="For example: 100+ Games">
        <input type="text" {...register('gamesCount')} />
      </Field>
      <Field
        label="Game Types"
        error={errors.gameTypes}
        required
        hint="Comma-separated, e.g. Slots, Table Games"
      >
        <input type="text" {...register('gameTypes')} />
      </Field>
      <Field label="Website URL" error={errors.websiteUrl} required>
        <input type="url" {...register('websiteUrl')} />
      </Field>
      <Field label="Logo URL" error={errors.logoUrl}>
        <input type="url" {...register('logoUrl')} />
      </Field>
      <Field label="Banner URL" error={errors.bannerUrl}>
        <input type="url" {...register('bannerUrl')} />
      </Field>
      <Field label="Terms URL" error={errors.termsUrl}>
        <input type="url" {...register('termsUrl')} />
      </Field>
      <Field label="Promo Code" error={errors.promoCode}>
        <input type="text" {...register('promoCode')} />
      </Field>
      <Field label="Minimum Purchase" error={errors.minPurchase}>
        <input type="text" {...register('minPurchase')} />
      </Field>
      <Field label="Minimum Age" error={errors.minimumAge}>
        <select {...register('minimumAge')}>
          <Options values={MINIMUM_AGES} label={(age) => `${age}+`} />
        </select>
      </Field>
      <Field
        label="Restricted States"
        error={errors.restrictedStates}
        hint="Comma-separated state codes, e.g. WA, ID"
      >
        <input type="text" {...register('restrictedStates')} />
      </Field>
      <Field
        label="State Notes"
        error={errors.stateNotes}
        hint="One line per state, e.g. WA: Excluded by the operator's terms since 2024"
      >
        <textarea rows={3} {...register('stateNotes')} />
      </Field>
      <Field
        label="Payment Methods"
        error={errors.paymentMethods}
        hint='JSON list, e.g. ["Visa", "PayPal"]'
      >
        <input type="text" {...register('paymentMethods')} />
      </Field>
      <Field
        label="Features"
        error={errors.features}
        hint='JSON object, e.g. {"dailyBonus": true}'
        full
      >
        <input type="text" {...register('features')} />
      </Field>
      <Field label="Description" error={errors.description} required full>
        <textarea {...register('description')} />
      </Field>
      <CheckField registration={register('isFeatured')} label="Featured casino" />
      <ChangeNoteField registration={register('changeNote')} error={errors.changeNote} />
      {/* The casino schema preprocesses `value` (so its input type is unknown): typed here. */}
      <CasinoValueFields form={form as unknown as UseFormReturn<ValueForm>} />
    </RecordDialog>
  );
}

/** /admin/casinos: Logo, Name, Rating (n/5), Bonus, Featured (Yes/No), Actions. */
export function CasinosScreen() {
  return (
    <CrudScreen<Casino, 'casinos'>
      collection={CASINOS}
      changeNotes
      title="Manage Casino Brands"
      noun="casinos"
      columns={[
        {
          header: 'Logo',
          cell: (casino) =>
            casino.logoUrl ? (
              <Thumb src={casino.logoUrl} alt={`${casino.name} logo`} />
            ) : (
              <Muted>None</Muted>
            ),
        },
        { header: 'Name', cell: (casino) => casino.name, sort: 'name' },
        { header: 'Rating', cell: (casino) => `${casino.rating.toFixed(1)}/5`, sort: 'rating' },
        { header: 'Bonus', cell: (casino) => casino.bonusAmount },
        {
          header: 'Featured',
          cell: (casino) => (casino.isFeatured ? 'Yes' : 'No'),
          sort: 'featured',
        },
      ]}
      label={(casino) => casino.name}
      renderForm={(casino, onClose) => <CasinoForm casino={casino} onClose={onClose} />}
    />
  );
}
