import {
  casinoInputSchema,
  casinoValueSchema,
  parseFeatures,
  parsePaymentMethods,
  type Casino,
  type Guide,
  type Review,
} from '@sweepscout/shared';

/** A form's loose values (text inputs, checkboxes), as read with react-hook-form's watch(). */
type FormValues = Record<string, unknown>;

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const number = (value: unknown, fallback: number) => {
  const parsed = typeof value === 'number' ? value : Number.parseFloat(text(value));
  return Number.isFinite(parsed) ? parsed : fallback;
};
/** 'yyyy-MM-dd' from the date input, as the ISO date the API sends. */
const isoDay = (value: unknown) => {
  const day = text(value);
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? `${day}T00:00:00.000Z` : new Date().toISOString();
};

/** The unsaved guide as the public guide page receives a saved one. */
export function previewGuide(values: FormValues, id = 'preview'): Guide {
  return {
    id,
    title: text(values.title) || 'Untitled guide',
    slug: text(values.slug),
    excerpt: text(values.excerpt),
    content: text(values.content),
    authorName: text(values.authorName),
    imageUrl: text(values.imageUrl) || null,
    publishDate: isoDay(values.publishDate),
    minutesToRead: Math.max(1, Math.round(number(values.minutesToRead, 5))),
    isFeatured: Boolean(values.isFeatured),
    casinoId: null,
  };
}

/** The unsaved review as the public review page receives a saved one. */
export function previewReview(values: FormValues, id = 'preview'): Review {
  return {
    id,
    casinoId: text(values.casinoId),
    title: text(values.title) || 'Untitled review',
    slug: text(values.slug),
    rating: Math.min(5, Math.max(1, number(values.rating, 4))),
    excerpt: text(values.excerpt),
    content: text(values.content),
    authorName: text(values.authorName),
    authorAvatar: text(values.authorAvatar) || null,
    publishDate: isoDay(values.publishDate),
    isFeatured: Boolean(values.isFeatured),
    reviewImages: Array.isArray(values.reviewImages)
      ? values.reviewImages.filter((v): v is string => typeof v === 'string')
      : [],
  };
}

const orNull = (value: unknown) => text(value).trim() || null;

/** The unsaved casino as the public casino page receives a saved one (what the form lacks, from it). */
export function previewCasino(values: FormValues, saved?: Casino): Casino {
  return {
    id: saved?.id ?? 'preview',
    name: text(values.name) || 'Untitled casino',
    slug: text(values.slug),
    description: text(values.description),
    logoUrl: orNull(values.logoUrl),
    bannerUrl: orNull(values.bannerUrl),
    websiteUrl: text(values.websiteUrl),
    termsUrl: orNull(values.termsUrl),
    established: saved?.established ?? null,
    rating: Math.min(5, Math.max(1, number(values.rating, 4))),
    bonusAmount: text(values.bonusAmount),
    bonusDescription: orNull(values.bonusDescription),
    promoCode: orNull(values.promoCode),
    gamesCount: text(values.gamesCount),
    gameTypes: text(values.gameTypes),
    isFeatured: Boolean(values.isFeatured),
    paymentMethods: parsePaymentMethods(text(values.paymentMethods)),
    features: parseFeatures(text(values.features)),
    minPurchase: orNull(values.minPurchase),
    minimumAge: text(values.minimumAge) === '21' ? 21 : 18,
    restrictedStates: text(values.restrictedStates)
      .split(',')
      .map((state) => state.trim().toUpperCase())
      .filter(Boolean),
    stateNotes:
      casinoInputSchema.shape.stateNotes.safeParse(values.stateNotes).data ??
      saved?.stateNotes ??
      [],
    // While a value field is being typed and invalid, the saved value data is shown.
    value: values.value
      ? (casinoValueSchema.safeParse(values.value).data ?? saved?.value ?? null)
      : null,
    valueHistory: saved?.valueHistory ?? [],
  };
}
