import { addAnalyticsTransport } from '../analytics/analytics';
import type { AnalyticsEvent } from '@sweepscout/shared';
import { trackedLinkProps } from './trackedLink';

describe('trackedLinkProps', () => {
  const casino = { slug: 'crown-coins-casino', name: 'Crown Coins Casino' };

  it('points at the first-party redirect with the placement, in a new sponsored tab', () => {
    const props = trackedLinkProps(casino, 'compare-table', 'visit_casino');
    expect(props.href).toBe('/go/crown-coins-casino?from=compare-table');
    expect(props.target).toBe('_blank');
    expect(props.rel).toBe('sponsored noopener');
  });

  it('fires the analytics event with the placement and the casino, then the extra handler', () => {
    const events: AnalyticsEvent[] = [];
    const remove = addAnalyticsTransport((e) => events.push(e));
    const extra = jest.fn();
    const props = trackedLinkProps(casino, 'casino-header', 'visit_site', extra);
    props.onClick({} as Parameters<typeof props.onClick>[0]);
    remove();
    expect(events).toEqual([
      expect.objectContaining({
        name: 'visit_site',
        category: 'casino-header',
        label: 'Crown Coins Casino',
      }),
    ]);
    expect(extra).toHaveBeenCalledTimes(1);
  });
});
