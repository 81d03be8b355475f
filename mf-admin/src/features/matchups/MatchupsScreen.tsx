import type { z } from 'zod';
import { matchupInputSchema, truncate } from '@sweepscout/shared';
import { type AdminMatchup } from '../../api/trustAdminApi';
import { editorialCollection } from '../../editorial/collection';
import { CrudScreen } from '../../editorial/CrudScreen';
import { CheckField } from '../../components/CheckField';
import { Field } from '../../components/Field';
import { RecordDialog } from '../../components/RecordDialog';
import { useRecordForm } from '../../components/useRecordForm';
import { CasinoField } from '../../forms/CasinoSelect';

const MATCHUPS = editorialCollection('matchups', 'manage_casinos', {
  title: 'Matchup',
  noun: 'matchup',
});

type MatchupFormValues = z.input<typeof matchupInputSchema>;
const EMPTY: MatchupFormValues = { casinoAId: '', casinoBId: '', verdict: '', approved: false };

function MatchupForm({ matchup, onClose }: { matchup?: AdminMatchup; onClose: () => void }) {
  const { register, control, errors, editorial } = useRecordForm({
    schema: matchupInputSchema,
    values: matchup
      ? {
          casinoAId: matchup.casinoAId,
          casinoBId: matchup.casinoBId,
          verdict: matchup.verdict,
          approved: matchup.approved,
        }
      : EMPTY,
    empty: () => EMPTY,
    collection: MATCHUPS,
    record: matchup,
    onClose,
  });
  return (
    <RecordDialog
      onClose={onClose}
      description="Two casinos, the editor's verdict, and whether the pair is approved (linked from the casino pages and listed in the sitemap)."
      {...editorial}
    >
      <CasinoField
        control={control}
        name="casinoAId"
        label="First Casino"
        currentName={matchup?.casinoAName}
        error={errors.casinoAId}
      />
      <CasinoField
        control={control}
        name="casinoBId"
        label="Second Casino"
        currentName={matchup?.casinoBName}
        error={errors.casinoBId}
      />
      <Field label="Verdict" error={errors.verdict} required full>
        <textarea rows={5} {...register('verdict')} />
      </Field>
      <CheckField
        registration={register('approved')}
        label="Approved: linked from casino pages and listed in the sitemap"
      />
    </RecordDialog>
  );
}

/** /admin/matchups: First Casino, Second Casino, Verdict, Approved, Actions. */
export function MatchupsScreen() {
  return (
    <CrudScreen<AdminMatchup, 'matchups'>
      collection={MATCHUPS}
      title="Head-to-Head Matchups"
      noun="matchups"
      columns={[
        { header: 'First Casino', cell: (m) => m.casinoAName },
        { header: 'Second Casino', cell: (m) => m.casinoBName },
        { header: 'Verdict', cell: (m) => truncate(m.verdict, 80) },
        { header: 'Approved', cell: (m) => (m.approved ? 'Yes' : 'No'), sort: 'approved' },
      ]}
      label={(m) => `${m.casinoAName} vs ${m.casinoBName}`}
      renderForm={(matchup, onClose) => <MatchupForm matchup={matchup} onClose={onClose} />}
    />
  );
}
