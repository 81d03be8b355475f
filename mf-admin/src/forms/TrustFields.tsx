import type { UseFormRegisterReturn } from 'react-hook-form';
import { CHANGE_NOTE_MAX } from '@sweepscout/shared';
import { useAdminAuthorsQuery } from '../api/trustAdminApi';
import { Field } from '../components/Field';

/** A field's error as react-hook-form reports it (its message is what is shown). */
type FieldError = { message?: string };

/** The form text of an article's trust fields ('' for none; a new change note each time). */
export const articleTrustValues = (article?: {
  authorId?: string | null;
  factCheckerId?: string | null;
}) => ({
  authorId: article?.authorId ?? '',
  factCheckerId: article?.factCheckerId ?? '',
  changeNote: '',
});

function AuthorSelect({
  label,
  registration,
  error,
  hint,
}: {
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError;
  hint: string;
}) {
  const { data: authors, isLoading, isError } = useAdminAuthorsQuery();
  return (
    <Field
      label={label}
      error={error}
      hint={isError ? 'The author profiles could not be loaded.' : hint}
    >
      <select {...registration} disabled={isLoading}>
        <option value="">{isLoading ? 'Loading authors...' : 'None'}</option>
        {authors?.map((author) => (
          <option key={author.id} value={author.id}>
            {author.name} ({author.role})
          </option>
        ))}
      </select>
    </Field>
  );
}

/** Author and fact-checker profiles of a review or guide (the byline links to their pages). */
export function BylineFields({
  author,
  factChecker,
  errors,
}: {
  author: UseFormRegisterReturn;
  factChecker: UseFormRegisterReturn;
  errors: { authorId?: FieldError; factCheckerId?: FieldError };
}) {
  return (
    <>
      <AuthorSelect
        label="Author Profile"
        registration={author}
        error={errors.authorId}
        hint="The byline links to this profile."
      />
      <AuthorSelect
        label="Fact-checked By"
        registration={factChecker}
        error={errors.factCheckerId}
        hint="Optional: who checked the facts."
      />
    </>
  );
}

/** The public change note a publish adds to the page; left empty for a minor edit. */
export function ChangeNoteField({
  registration,
  error,
}: {
  registration: UseFormRegisterReturn;
  error?: FieldError;
}) {
  return (
    <Field
      label="Public Change Note"
      error={error}
      full
      hint={`Shown on the page, dated, when you publish (at most ${CHANGE_NOTE_MAX} characters). Leave empty for a minor edit.`}
    >
      <input type="text" maxLength={CHANGE_NOTE_MAX} {...registration} />
    </Field>
  );
}
