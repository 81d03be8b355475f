import type { UseFormRegisterReturn } from 'react-hook-form';
import type { z } from 'zod';
import { AUTHOR_LINKS_MAX, authorInputSchema } from '@sweepscout/shared';
import { useStaffAccountsQuery, type AdminAuthor } from '../../api/trustAdminApi';
import { editorialCollection } from '../../editorial/collection';
import { CrudScreen } from '../../editorial/CrudScreen';
import { Field } from '../../components/Field';
import { RecordDialog } from '../../components/RecordDialog';
import { Thumb } from '../../components/styles';
import { useRecordForm } from '../../components/useRecordForm';
import { useImageUpload } from '../../forms/useImageUpload';

const AUTHORS = editorialCollection('authors', 'manage_reviews', {
  title: 'Author',
  noun: 'author',
});

type AuthorFormValues = z.input<typeof authorInputSchema>;

const EMPTY: AuthorFormValues = {
  name: '',
  slug: '',
  role: '',
  photoUrl: '',
  credentials: '',
  bio: '',
  links: '',
  staffUserId: '',
};

const toFormValues = (author: AdminAuthor): AuthorFormValues => ({
  name: author.name,
  slug: author.slug,
  role: author.role,
  photoUrl: author.photoUrl ?? '',
  credentials: author.credentials ?? '',
  bio: author.bio,
  links: author.links.join('\n'),
  staffUserId: author.staffUserId ?? '',
});

/**
 * The staff account a profile belongs to, picked from the staff accounts by username and role, or
 * none. A link to an account that no longer exists stays visible as such (saving it is refused).
 * The choice is offered once the accounts are loaded, so that it opens on the linked account.
 */
export function StaffAccountField({
  registration,
  error,
  current,
}: {
  registration: UseFormRegisterReturn;
  error?: { message?: string };
  /** The id the profile is linked to now ('' for none). */
  current: string;
}) {
  const { data: accounts, isError } = useStaffAccountsQuery();
  const missing = Boolean(current && accounts && !accounts.some((a) => a.id === current));
  return (
    <Field
      label="Staff Account"
      error={error}
      hint={
        isError
          ? 'The staff accounts could not be loaded: the link stays as it is.'
          : 'Optional: the staff user this profile belongs to.'
      }
    >
      {accounts ? (
        <select {...registration}>
          <option value="">Not linked to a staff account</option>
          {accounts.map((account) => (
            <option key={account.id} value={account.id}>
              {account.username} ({account.role})
            </option>
          ))}
          {missing ? <option value={current}>An account that no longer exists</option> : null}
        </select>
      ) : (
        <select disabled>
          <option>{isError ? 'Unavailable' : 'Loading staff accounts...'}</option>
        </select>
      )}
    </Field>
  );
}

function AuthorForm({ author, onClose }: { author?: AdminAuthor; onClose: () => void }) {
  const uploadImage = useImageUpload();
  const { register, errors, editorial, setValue } = useRecordForm({
    schema: authorInputSchema,
    values: author ? toFormValues(author) : EMPTY,
    empty: () => EMPTY,
    collection: AUTHORS,
    record: author,
    onClose,
  });
  return (
    <RecordDialog
      onClose={onClose}
      description={
        author
          ? `Update the profile of ${author.name}.`
          : 'Add an author or fact-checker profile; bylines link to it.'
      }
      {...editorial}
    >
      <Field label="Name" error={errors.name} required>
        <input type="text" {...register('name')} />
      </Field>
      <Field label="Slug" error={errors.slug} required hint="The profile is at /authors/{slug}.">
        <input type="text" {...register('slug')} />
      </Field>
      <Field label="Role" error={errors.role} required hint="For example: Senior Reviewer">
        <input type="text" {...register('role')} />
      </Field>
      <Field
        label="Photo URL"
        error={errors.photoUrl}
        hint="An uploaded image (/media/...) or an https address."
      >
        <input type="text" {...register('photoUrl')} />
      </Field>
      <Field label="Upload Photo" hint="PNG, JPEG, WebP or GIF, at most 5 MB: fills Photo URL.">
        <input
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif"
          onChange={async (event) => {
            const file = event.target.files?.[0];
            const url = file ? await uploadImage(file) : null;
            if (url) setValue('photoUrl', url, { shouldDirty: true, shouldValidate: true });
          }}
        />
      </Field>
      <Field label="Credentials" error={errors.credentials} full>
        <input type="text" {...register('credentials')} />
      </Field>
      <Field label="Short Bio" error={errors.bio} required full>
        <textarea rows={4} {...register('bio')} />
      </Field>
      <Field
        label="Links"
        error={errors.links as { message?: string } | undefined}
        hint={`One address per line, at most ${AUTHOR_LINKS_MAX}.`}
        full
      >
        <textarea rows={3} {...register('links')} />
      </Field>
      <StaffAccountField
        registration={register('staffUserId')}
        error={errors.staffUserId}
        current={author?.staffUserId ?? ''}
      />
    </RecordDialog>
  );
}

/** /admin/authors: Photo, Name, Role, Actions; the profiles bylines link to. */
export function AuthorsScreen() {
  return (
    <CrudScreen<AdminAuthor, 'authors'>
      collection={AUTHORS}
      title="Manage Authors"
      noun="authors"
      columns={[
        {
          header: 'Photo',
          cell: (author) =>
            author.photoUrl ? <Thumb src={author.photoUrl} alt="" width={40} height={40} /> : null,
        },
        { header: 'Name', cell: (author) => author.name, sort: 'name' },
        { header: 'Role', cell: (author) => author.role, sort: 'role' },
      ]}
      label={(author) => author.name}
      renderForm={(author, onClose) => <AuthorForm author={author} onClose={onClose} />}
    />
  );
}
