import { screen, within } from '@testing-library/react';
import { idOf, statsAnswer } from '../../test/fixtures';
import * as admin from '../../test/renderAdmin';

const STATS = statsAnswer({
  clicks: [
    {
      casinoId: idOf('c'),
      name: 'Crown Coins Casino',
      slug: 'crown-coins-casino',
      last7Days: 3,
      last30Days: 5,
    },
    {
      casinoId: idOf('q'),
      name: 'Quiet Casino',
      slug: 'quiet-casino',
      last7Days: 0,
      last30Days: 0,
    },
  ],
  clickTotals: { last7Days: 3, last30Days: 5 },
  subscriberCount: 12,
  unreadMessages: 2,
});

async function renderDashboard() {
  admin.answerApi({
    'GET /api/admin/stats': () => ({ body: STATS }),
    'GET /api/admin/states': () => ({ body: [] }),
  });
  admin.renderAdmin('/admin');
  await screen.findByRole('heading', { name: 'Figures' });
}

describe('the admin dashboard', () => {
  it('shows the figures the API answers: clicks per casino that had any, subscribers, unread messages', async () => {
    await renderDashboard();
    expect(screen.getByRole('heading', { name: 'Admin Dashboard' })).toBeTruthy();
    const figure = (id: string) => screen.getByTestId(id).textContent;
    expect(figure('figure-clicks-30')).toBe('5Outbound clicks, last 30 days');
    expect(figure('figure-subscribers')).toBe('12Newsletter subscribers');
    expect(figure('figure-unread')).toBe('2Unread contact messages');
    expect(admin.rowLine('Crown Coins Casino', 3)).toBe('Crown Coins Casino | 3 | 5');
    expect(screen.queryByText('Quiet Casino')).toBeNull();
  });

  it('links every screen, in its group; the messages card counts the unread ones', async () => {
    await renderDashboard();
    for (const group of ['Content Management', 'Features & Media']) {
      expect(screen.getByRole('heading', { name: group })).toBeTruthy();
    }
    const cards = {
      'Casino Brands': '/admin/casinos',
      Reviews: '/admin/reviews',
      Guides: '/admin/guides',
      FAQs: '/admin/faqs',
      'Casino Games': '/admin/games',
      'Website Content': '/admin/content',
      'User Access': '/admin/users',
      'Contact Messages': '/admin/messages',
      'Newsletter Subscribers': '/admin/subscribers',
    };
    for (const [title, href] of Object.entries(cards)) {
      const link = screen.getByRole('link', { name: new RegExp(`^${title}`) });
      expect(link.getAttribute('href')).toBe(href);
    }
    const messages = screen.getByRole('link', { name: /^Contact Messages/ });
    expect(within(messages).getByText('2 unread')).toBeTruthy();
  });
});
