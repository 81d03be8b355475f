import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, StateMessage, theme } from '@sweepscout/kit';
import {
  RATING_CRITERIA,
  ratingWeightsSchema,
  type RatingMethod,
  type RatingWeights,
} from '@sweepscout/shared';
import { useAdminRatingMethodQuery, useSaveRatingMethodMutation } from '../../api/ratingMethodApi';
import { AdminLayout } from '../../components/AdminLayout';
import { errorText, notifyDone } from '../../components/feedback';
import { Field } from '../../components/Field';
import { Alert, FormGrid, Muted, Panel } from '../../components/styles';
import { useCanManage } from '../../auth/permissions';

export const RATING_METHOD_TITLE = 'Rating Method';

const Total = styled.p<{ $ok: boolean }>`
  margin: ${theme.space(4)} 0;
  font-weight: 700;
  color: ${({ $ok }) => ($ok ? theme.colors.text : theme.colors.danger)};
`;

type Draft = Record<keyof RatingWeights, string>;
const toDraft = (weights: RatingWeights): Draft =>
  Object.fromEntries(RATING_CRITERIA.map(({ key }) => [key, String(weights[key])])) as Draft;

export function WeightsForm({ method, canManage }: { method: RatingMethod; canManage: boolean }) {
  const [draft, setDraft] = useState<Draft>(() => toDraft(method.weights));
  const [error, setError] = useState<string | null>(null);
  const [save, { isLoading: saving }] = useSaveRatingMethodMutation();
  const total = RATING_CRITERIA.reduce((sum, { key }) => sum + (Number(draft[key]) || 0), 0);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ratingWeightsSchema.safeParse(draft);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Check the weights');
      return;
    }
    setError(null);
    try {
      const saved = await save({ weights: parsed.data, updatedAt: method.updatedAt }).unwrap();
      setDraft(toDraft(saved.weights));
      notifyDone('The rating weights have been updated; every casino is rated again.');
    } catch (failure) {
      setError(errorText(failure));
    }
  };

  return (
    <form onSubmit={onSubmit} aria-label="Rating weights" noValidate>
      <FormGrid>
        {RATING_CRITERIA.map(({ key, label }) => (
          <Field key={key} label={`${label} (%)`} required>
            <input
              type="number"
              min={0}
              max={100}
              step={1}
              name={key}
              value={draft[key]}
              disabled={!canManage}
              onChange={(event) => setDraft({ ...draft, [key]: event.target.value })}
            />
          </Field>
        ))}
      </FormGrid>
      <Total $ok={total === 100} aria-live="polite">
        Total: {total}% {total === 100 ? '' : '(the weights must add up to 100)'}
      </Total>
      {error ? <Alert role="alert">{error}</Alert> : null}
      {canManage ? (
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : 'Save weights'}
        </Button>
      ) : (
        <Muted>You can read the weights; changing them needs the manage casinos permission.</Muted>
      )}
    </form>
  );
}

/**
 * /admin/rating-method: the weights of the six criteria (whole percentages adding up to 100).
 * A save is audited and rates every casino again on every instance.
 */
export function RatingMethodScreen() {
  const { data, isLoading, isError, refetch } = useAdminRatingMethodQuery();
  const canManage = useCanManage('manage_casinos');
  return (
    <AdminLayout title={RATING_METHOD_TITLE}>
      <Panel>
        <p>
          Each casino&rsquo;s rating is the weighted average of its sub-scores (0 to 10), halved.
          The weights are published on the methodology page.
        </p>
        {data ? (
          <WeightsForm key={data.updatedAt ?? 'default'} method={data} canManage={canManage} />
        ) : isLoading ? (
          <StateMessage role="status">Loading the rating method...</StateMessage>
        ) : isError ? (
          <StateMessage $tone="error" role="alert">
            Failed to load the rating method.{' '}
            <Button type="button" $size="sm" onClick={() => void refetch()}>
              Try again
            </Button>
          </StateMessage>
        ) : null}
      </Panel>
    </AdminLayout>
  );
}
