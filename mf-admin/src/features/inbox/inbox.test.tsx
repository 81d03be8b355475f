import { screen, waitFor, within } from '@testing-library/react';
import type { ContactMessage, NewsletterSubscriber } from '@sweepscout/shared';
import { idOf, messageRecord } from '../../test/fixtures';
import { queryOf } from '../../test/listServer';
import * as admin from '../../test/renderAdmin';

const SUBJECT = 'Question from e2e';

/** Page 1 of 60 messages; marking one read or unread is kept, as the server keeps it. */
function messagesApi() {
  const messages: ContactMessage[] = [
    messageRecord({
      subject: SUBJECT,
      category: 'technical',
      message: 'Please help me with my account settings.',
    }),
    messageRecord({ id: idOf('f'), subject: 'An older question', read: true }),
  ];
  return admin.answerApi({
    'GET /api/admin/messages': () => ({ body: messages, total: 60 }),
    'PATCH /api/admin/messages/:id': ({ body }, { id }) => {
      const message = messages.find((m) => m.id === id)!;
      message.read = (body as { read: boolean }).read;
      return { body: message };
    },
  });
}

/** The Status cell of a message's row. */
const status = (subject = SUBJECT) => admin.cellsOf(subject)[4];

describe('the contact messages screen', () => {
  it('shows a page of messages at a time, each with its category and whether it was read', async () => {
    const api = messagesApi();
    await admin.renderListed('/admin/messages', SUBJECT);
    expect(api.requests('GET', '/api/admin/messages').map(queryOf)).toEqual([
      { page: '1', pageSize: '25' },
    ]);
    const pager = screen.getByRole('navigation', { name: 'Message pages' });
    expect(pager.textContent).toContain('Page 1 of 3 (60 in all)');
    expect(within(admin.rowOf(SUBJECT)).getByText('Technical Support')).toBeTruthy();
    expect(status()).toBe('Unread');
    expect(status('An older question')).toBe('Read');
  });

  it('opening a message marks it read; "Mark as unread" and "Mark read" change it back and forth', async () => {
    const api = messagesApi();
    await admin.renderListed('/admin/messages', SUBJECT);
    admin.click(`Open message ${SUBJECT}`);
    const dialog = admin.dialogNamed(SUBJECT);
    expect(within(dialog).getByText('Please help me with my account settings.')).toBeTruthy();
    const email = within(dialog).getByRole('link', { name: 'erin@example.com' });
    expect(email.getAttribute('href')).toBe(
      `mailto:erin@example.com?subject=${encodeURIComponent(`Re: ${SUBJECT}`)}`,
    );
    await waitFor(() => expect(status()).toBe('Read'));

    admin.click('Mark as unread', dialog);
    await waitFor(() => expect(status()).toBe('Unread'));
    admin.click('Close', dialog);
    admin.click(`Mark ${SUBJECT} as read`);
    await waitFor(() => expect(status()).toBe('Read'));
    expect(api.requests('PATCH', `/api/admin/messages/${idOf('e')}`).map((r) => r.body)).toEqual([
      { read: true },
      { read: false },
      { read: true },
    ]);
  });
});

describe('the newsletter subscribers screen', () => {
  it('shows a page of subscribers at a time, and how many there are', async () => {
    const subscribers: NewsletterSubscriber[] = [
      { id: idOf('a'), email: 'reader@example.com', createdAt: '2026-05-01T10:00:00.000Z' },
    ];
    const api = admin.answerApi({
      'GET /api/admin/subscribers': () => ({ body: subscribers, total: 30 }),
    });
    await admin.renderListed('/admin/subscribers', 'reader@example.com');
    expect(api.requests('GET', '/api/admin/subscribers').map(queryOf)).toEqual([
      { page: '1', pageSize: '25' },
    ]);
    const pager = screen.getByRole('navigation', { name: 'Subscriber pages' });
    expect(pager.textContent).toContain('Page 1 of 2 (30 in all)');
    expect(screen.getByText('30 subscribers')).toBeTruthy();
  });
});
