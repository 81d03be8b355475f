import { act, fireEvent, screen } from '@testing-library/react';
import { addAnalyticsTransport, type AnalyticsTransport } from '@sweepscout/kit';
import { createBaseApiStore, renderInApp } from '@sweepscout/kit/testing';
import GamesPromo from './GamesPromo';

type SentEvent = Parameters<AnalyticsTransport>[0];

describe('GamesPromo (home page)', () => {
  it.each([
    ['View All Games', '/games', { name: 'view_all_games_click', label: 'View All Games' }],
    [
      'Play Free Casino Games Now',
      '/games',
      { name: 'view_all_games_click', label: 'Play Free Casino Games Now' },
    ],
    [
      'Try Crown Coins Casino',
      '/casino/crown-coins-casino',
      { name: 'cta_click', label: 'Crown Coins Casino' },
    ],
  ])("'%s' goes to %s and is counted", async (name, target, event) => {
    const sent: SentEvent[] = [];
    const remove = addAnalyticsTransport((e) => sent.push(e));
    const { url } = renderInApp(<GamesPromo />, createBaseApiStore(), { route: '/' });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Play Free Casino Games');
    const link = screen.getByRole('link', { name });
    expect(link.getAttribute('href')).toBe(target);
    await act(async () => fireEvent.click(link));
    remove();
    expect(url()).toBe(target);
    expect(sent.map(({ name: n, label }) => ({ name: n, label }))).toEqual([event]);
  });
});
