// zod configured before any schema is built (zodConfig.ts), whichever entry imports this.
import '../zodConfig';
import { z } from 'zod';

/** Event names plus page_view. */
export const ANALYTICS_EVENTS = [
  'page_view',
  'tooltip_interaction',
  'casino_click',
  'view_all_games_click',
  'play_full_game_from_demo',
  'view_game_preview',
  'play_game_demo',
  'mute',
  'unmute',
  'fullscreen',
  'play_full_game',
  'visit_site',
  'claim_bonus',
  'visit_casino',
  'game_preview_conversion',
  'game_demo_win',
  'cta_click',
  'social_click',
] as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[number];

export const analyticsEventSchema = z.object({
  name: z.enum(ANALYTICS_EVENTS, { error: 'Unknown event name' }),
  path: z.string().max(500).optional(),
  category: z.string().max(100).optional(),
  label: z.string().max(300).optional(),
  value: z.number().finite().optional(),
});
export type AnalyticsEvent = z.output<typeof analyticsEventSchema>;

/** The client batches events; one request carries at most 20. */
export const analyticsBatchSchema = z.object({
  events: z
    .array(analyticsEventSchema)
    .min(1, 'No events')
    .max(20, 'At most 20 events per request'),
});

export const outboundQuerySchema = z.object({
  from: z
    .string()
    .trim()
    .max(60)
    .regex(/^[a-z0-9_-]*$/i, 'from must be a placement name')
    .default('unknown'),
});
