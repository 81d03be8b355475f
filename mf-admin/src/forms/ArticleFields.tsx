import {
  Controller,
  type Control,
  type FieldError,
  type FieldValues,
  type Path,
  type UseFormRegister,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import type { ReactNode } from 'react';
import { toDateInputValue, type Guide, type Review } from '@sweepscout/shared';
import { Field } from '../components/Field';
import { RichTextField } from '../richtext/RichTextField';
import { articleTrustValues, BylineFields } from './TrustFields';

/** The fields a review and a guide share. */
type Article = Pick<
  Review & Guide,
  | 'title'
  | 'slug'
  | 'excerpt'
  | 'content'
  | 'authorName'
  | 'publishDate'
  | 'isFeatured'
  | 'authorId'
  | 'factCheckerId'
>;

/** The form text of an article's shared fields; a new one is dated today. */
export const articleValues = (article?: Article) => ({
  title: article?.title ?? '',
  slug: article?.slug ?? '',
  excerpt: article?.excerpt ?? '',
  content: article?.content ?? '',
  authorName: article?.authorName ?? '',
  publishDate: toDateInputValue(article?.publishDate ?? new Date()),
  isFeatured: article?.isFeatured ?? false,
  ...articleTrustValues(article),
});

interface ArticleHeadProps<V extends FieldValues> {
  /** The form's register: its fields carry the article's names (title, slug, authorName...). */
  register: UseFormRegister<V>;
  errors: Partial<
    Record<'title' | 'slug' | 'authorName' | 'authorId' | 'factCheckerId', { message?: string }>
  >;
  /** Rows of the article kind between the slug and the byline (a review's rating). */
  children?: ReactNode;
}

/** An article's title, slug and byline: the author's name as printed and the linked profiles. */
export function ArticleHeadFields<V extends FieldValues>({
  register,
  errors,
  children,
}: ArticleHeadProps<V>) {
  return (
    <>
      <Field label="Title" error={errors.title} required>
        <input type="text" {...register('title' as Path<V>)} />
      </Field>
      <Field label="Slug" error={errors.slug} required>
        <input type="text" {...register('slug' as Path<V>)} />
      </Field>
      {children}
      <Field label="Author Name" error={errors.authorName} required>
        <input type="text" {...register('authorName' as Path<V>)} />
      </Field>
      <BylineFields
        author={register('authorId' as Path<V>)}
        factChecker={register('factCheckerId' as Path<V>)}
        errors={errors}
      />
    </>
  );
}

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
