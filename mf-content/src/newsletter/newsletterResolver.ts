import { zodResolver } from '@hookform/resolvers/zod';
import { newsletterSchema } from '@sweepscout/shared/schemas';

/** The newsletter form checked with the contract's schema; loaded on first use (Newsletter.tsx). */
export const newsletterResolver = zodResolver(newsletterSchema);
