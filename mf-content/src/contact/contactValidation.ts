import { zodResolver } from '@hookform/resolvers/zod';
import { contactSchema } from '@sweepscout/shared/schemas';

/** The contact form's checks: the contract's schema, the same the API applies. */
export const contactFormResolver = zodResolver(contactSchema);
