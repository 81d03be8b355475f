import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '../components/Field';

interface ArticleBodyProps {
  excerpt: UseFormRegisterReturn;
  content: UseFormRegisterReturn;
  errors: { excerpt?: FieldError; content?: FieldError };
}

/** Excerpt and HTML content of an article (reviews and guides); the server sanitizes the HTML. */
export function ArticleBody({ excerpt, content, errors }: ArticleBodyProps) {
  return (
    <>
      <Field label="Excerpt" error={errors.excerpt} required full>
        <textarea {...excerpt} />
      </Field>
      <Field
        label="Content"
        error={errors.content}
        required
        full
        hint="HTML is allowed; it is cleaned on the server."
      >
        <textarea rows={10} {...content} />
      </Field>
    </>
  );
}
