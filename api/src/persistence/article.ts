import type { Document, Schema, Types } from 'mongoose';
import { sanitizeContentHtml } from '../content-html/sanitize';
import { isoDate } from './jsonOptions';

/** What reviews and guides have in common: an HTML article with an author and a date. */
export interface ArticleRecord {
  _id: Types.ObjectId;
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  authorName: string;
  publishDate: Date;
  isFeatured: boolean;
}

export const articleFields = {
  title: { type: String, required: true, trim: true },
  slug: { type: String, required: true, unique: true },
  excerpt: { type: String, required: true },
  content: { type: String, required: true },
  authorName: { type: String, required: true },
  publishDate: { type: Date, required: true },
  isFeatured: { type: Boolean, default: false },
} as const;

/** Sanitise the article HTML before every save (it is sanitised again when served). */
export function sanitizeContentOnSave(schema: Schema): void {
  schema.pre('validate', function (this: Document) {
    const content: unknown = this.get('content');
    if (typeof content === 'string') this.set('content', sanitizeContentHtml(content));
  });
}

/** The common JSON of an article, its HTML sanitised on the way out. */
export function articleJson(doc: ArticleRecord) {
  return {
    id: String(doc._id),
    title: doc.title,
    slug: doc.slug,
    excerpt: doc.excerpt,
    content: sanitizeContentHtml(doc.content),
    authorName: doc.authorName,
    publishDate: isoDate(doc.publishDate),
    isFeatured: Boolean(doc.isFeatured),
  };
}
