import type { MouseEvent } from 'react';
import { outboundPath } from '@sweepscout/shared';
import type { AnalyticsEventName } from '@sweepscout/shared';
import { trackEvent } from '../analytics/analytics';

/** The analytics events that an outbound (casino site) link fires. */
export type OutboundEventName = Extract<
  AnalyticsEventName,
  | 'visit_site'
  | 'claim_bonus'
  | 'visit_casino'
  | 'casino_click'
  | 'play_full_game'
  | 'play_full_game_from_demo'
  | 'game_preview_conversion'
>;

/** Where on the site an outbound link sits (recorded by the redirect), e.g. 'compare-table'. */
export type Placement = string;

export const OUTBOUND_REL = 'sponsored noopener';

export interface TrackedLinkProps {
  href: string;
  target: '_blank';
  rel: typeof OUTBOUND_REL;
  onClick: (event: MouseEvent<HTMLElement>) => void;
  'data-outbound': string;
}

/**
 * Props for a link that sends the visitor to a casino's site: it goes through the first-party
 * redirect GET /go/{slug}?from=<placement> (which records the click and answers a redirect), opens
 * in a new tab, is marked sponsored, and fires its analytics event. Spread onto an <a>:
 * `<a {...trackedLinkProps(casino, 'casino-header', 'visit_site')}>Visit Site</a>`.
 */
export function trackedLinkProps(
  casino: { slug: string; name: string },
  placement: Placement,
  event: OutboundEventName,
  onClick?: (event: MouseEvent<HTMLElement>) => void,
): TrackedLinkProps {
  return {
    href: outboundPath(casino.slug, placement),
    target: '_blank',
    rel: OUTBOUND_REL,
    'data-outbound': placement,
    onClick: (mouseEvent) => {
      trackEvent(event, { category: placement, label: casino.name });
      onClick?.(mouseEvent);
    },
  };
}
