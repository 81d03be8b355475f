import type { PageContent } from '@sweepscout/shared';
import { Schema, model, type Types } from 'mongoose';
import { sanitizeContentHtml } from '../../content-html/sanitize';
import {
  isoDate,
  jsonOptions,
  addPublicationFields,
  type StoredPublication,
  countWrites,
} from '../../persistence';

export interface PageSectionRecord {
  title?: string;
  content: string;
}

export interface PageContentRecord extends StoredPublication {
  _id: Types.ObjectId;
  page: string;
  title: string;
  metaDescription: string;
  sections: PageSectionRecord[];
  lastUpdated: Date;
}

const pageContentSchema = new Schema<PageContentRecord>(
  {
    page: { type: String, required: true, unique: true },
    title: { type: String, required: true },
    metaDescription: { type: String, default: '' },
    sections: {
      type: [
        new Schema<PageSectionRecord>(
          { title: String, content: { type: String, required: true } },
          { _id: false },
        ),
      ],
      default: [],
    },
    lastUpdated: { type: Date, default: () => new Date() },
  },
  { timestamps: true, toJSON: jsonOptions },
);

pageContentSchema.pre('validate', function () {
  for (const section of this.sections ?? []) {
    if (typeof section.content === 'string') section.content = sanitizeContentHtml(section.content);
  }
});

addPublicationFields(pageContentSchema);

countWrites(pageContentSchema, 'pagecontents');

export const PageContentModel = model<PageContentRecord>('PageContent', pageContentSchema);

export function toPageContentJson(doc: PageContentRecord): PageContent {
  return {
    id: String(doc._id),
    page: doc.page,
    title: doc.title,
    metaDescription: doc.metaDescription ?? '',
    sections: (doc.sections ?? []).map((section) => ({
      ...(section.title ? { title: section.title } : {}),
      content: sanitizeContentHtml(section.content),
    })),
    lastUpdated: isoDate(doc.lastUpdated),
  };
}
