import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { RATING_CRITERIA, type Casino, type CasinoFormValues } from '@sweepscout/shared';
import { Field } from '../../components/Field';

/** The form's text of each sub-score ('' when the criterion is not scored). */
export function subScoreValues(casino?: Pick<Casino, 'subScores'>): Record<string, string> {
  return Object.fromEntries(
    RATING_CRITERIA.map(({ key }) => {
      const score = casino?.subScores?.[key];
      return [key, typeof score === 'number' ? String(score) : ''];
    }),
  );
}

/**
 * The casino form's sub-scores of the rating method: 0 to 10 per criterion, empty when not
 * scored. With four or more scored, they make the casino's published rating.
 */
export function SubScoreFields({
  register,
  errors,
}: {
  register: UseFormRegister<CasinoFormValues>;
  errors: FieldErrors<CasinoFormValues>;
}) {
  return (
    <>
      {RATING_CRITERIA.map(({ key, label }) => (
        <Field
          key={key}
          label={`${label} score`}
          error={errors.subScores?.[key] as { message?: string } | undefined}
          hint="0 to 10; leave empty when not scored yet"
        >
          <input type="number" min={0} max={10} step={0.1} {...register(`subScores.${key}`)} />
        </Field>
      ))}
    </>
  );
}
