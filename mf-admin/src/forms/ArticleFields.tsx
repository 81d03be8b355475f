import {
  Controller,
  type Control,
  type FieldError,
  type FieldValues,
  type Path,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import { Field } from '../components/Field';
import { RichTextField } from '../richtext/RichTextField';

interface ArticleBodyProps<V extends FieldValues, O> {
  excerpt: UseFormRegisterReturn;
  /** The form whose `content` field holds the body's HTML. */
  control: Control<V, unknown, O>;
  errors: { excerpt?: FieldError; content?: FieldError };
}

/** Excerpt and rich-text content of an article (reviews and guides). */
export function ArticleBody<V extends FieldValues, O>({
  excerpt,
  control,
  errors,
}: ArticleBodyProps<V, O>) {
  return (
    <>
      <Field label="Excerpt" error={errors.excerpt} required full>
        <textarea {...excerpt} />
      </Field>
      <Controller
        control={control}
        name={'content' as Path<V>}
        render={({ field }) => (
          <RichTextField
            label="Content"
            value={typeof field.value === 'string' ? field.value : ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.content}
            required
            hint="Headings, lists, links, images and glossary terms; the server keeps only safe HTML."
          />
        )}
      />
    </>
  );
}
