import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FormEchoContext, getToasts } from '@sweepscout/kit';
import ContactPage from './ContactPage';
import { answerFetch, heldReply, renderWithApp, routeFetch } from '../test/render';

const FIELDS = ['Full Name', 'Email Address', 'Category', 'Subject', 'Message'];

const field = (label: string) =>
  screen.getByLabelText<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(label);

const fill = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });

function fillValidForm() {
  fill('Full Name', 'Jamie Rivera');
  fill('Email Address', 'jamie@example.com');
  fill('Category', 'technical');
  fill('Subject', 'A question');
  fill('Message', 'Hello there, this is a message.');
}

const send = () =>
  act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send Message' })));

/** The message shown at a field: the one its aria-describedby names, beside it under its label. */
function messageAt(label: string): string | null | undefined {
  const control = field(label);
  const message = document.getElementById(control.getAttribute('aria-describedby') ?? '');
  expect(message?.parentElement).toBe(control.parentElement);
  return message?.textContent;
}

describe('ContactPage', () => {
  it('shows the contact information and quick tips beside the form, with its fields and categories', () => {
    renderWithApp(<ContactPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Contact Us');
    const info = within(screen.getByRole('region', { name: 'Contact Information' }));
    expect(info.getByRole('link', { name: 'support@sweepscout.com' }).getAttribute('href')).toBe(
      'mailto:support@sweepscout.com',
    );
    expect(info.getByText('Within 24 hours')).toBeTruthy();
    expect(info.getByText('United States')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Quick Tips' })).toBeTruthy();
    // A tip points at the FAQ page: the answer may be there already.
    const tips = within(screen.getByRole('region', { name: 'Quick Tips' }));
    expect(tips.getByRole('link', { name: 'FAQ' }).getAttribute('href')).toBe('/faq');
    const form = within(screen.getByRole('region', { name: 'Send Us a Message' }));
    for (const label of FIELDS) expect(form.getByLabelText(label)).toBeTruthy();
    const options = Array.from((field('Category') as HTMLSelectElement).options);
    expect(options.map((o) => o.textContent)).toEqual([
      'Select a category',
      'General Inquiry',
      'Technical Support',
      'Partnership Opportunity',
      'Complaint',
      'Other',
    ]);
    expect(options.map((o) => o.value)).toEqual([
      '',
      'general',
      'technical',
      'partnership',
      'complaint',
      'other',
    ]);
  });

  it('shows the field messages at the fields, focuses the first, and sends nothing', async () => {
    const fetchMock = answerFetch(201, {});
    renderWithApp(<ContactPage />);
    await send();
    expect(await screen.findByText('Name must be at least 2 characters')).toBeTruthy();
    expect(FIELDS.map(messageAt)).toEqual([
      'Name must be at least 2 characters',
      'Please enter a valid email address',
      'Please select a category',
      'Subject must be at least 5 characters',
      'Message must be at least 10 characters',
    ]);
    expect(field('Full Name').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('Full Name'));

    fill('Full Name', 'J');
    fill('Email Address', 'jamie@');
    fill('Subject', 'Hi');
    fill('Message', 'Too short');
    await send();
    expect(messageAt('Full Name')).toBe('Name must be at least 2 characters');
    expect(messageAt('Email Address')).toBe('Please enter a valid email address');
    expect(messageAt('Subject')).toBe('Subject must be at least 5 characters');
    expect(messageAt('Message')).toBe('Message must be at least 10 characters');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  // A failed send keeps what was typed; the toast gives the server's message, or a fallback.
  it.each([
    [
      'the server message',
      429,
      { message: 'Too many messages. Please try again later.' },
      'Too many messages. Please try again later.',
    ],
    [
      'the default fallback without one',
      502,
      undefined,
      'There was a problem sending your message. Please try again.',
    ],
  ])(
    "a failure keeps the form filled and toasts 'Error Sending Message' with %s",
    async (_, status, body, description) => {
      answerFetch(status, body);
      renderWithApp(<ContactPage />);
      fillValidForm();
      await send();
      await waitFor(() => expect(getToasts()[0]?.title).toBe('Error Sending Message'));
      expect(getToasts()[0]).toMatchObject({ description, variant: 'destructive' });
      expect(FIELDS.map((label) => field(label).value)).toEqual([
        'Jamie Rivera',
        'jamie@example.com',
        'technical',
        'A question',
        'Hello there, this is a message.',
      ]);
      expect(screen.getByRole('button', { name: 'Send Message' })).toBeTruthy();
    },
  );

  it("sends: 'Sending...' while waiting, the success toast, the thank-you screen, then an empty form", async () => {
    const reply = heldReply({ status: 201, body: { message: 'Message received' } });
    const { mock: fetchMock } = routeFetch(() => reply.promise);
    renderWithApp(<ContactPage />);
    fillValidForm();
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    const busy = await screen.findByRole<HTMLButtonElement>('button', { name: 'Sending...' });
    expect(busy.disabled).toBe(true);
    await act(async () => reply.release());
    const thanks = await screen.findByRole('heading', { name: 'Thank You!' });
    expect(document.activeElement).toBe(thanks);
    expect(getToasts()[0]).toMatchObject({
      title: 'Message Sent Successfully!',
      description: "Thank you for contacting us. We'll get back to you within 24 hours.",
    });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({
      name: 'Jamie Rivera',
      email: 'jamie@example.com',
      category: 'technical',
      subject: 'A question',
      message: 'Hello there, this is a message.',
    });
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Send Another Message' })),
    );
    expect(FIELDS.map((label) => field(label).value)).toEqual(['', '', '', '', '']);
    await waitFor(() => expect(document.activeElement).toBe(field('Full Name')));
  });

  describe('answered by the page server (sent without script)', () => {
    it('shows its messages beside the fields with the values as typed', () => {
      renderWithApp(
        <FormEchoContext.Provider
          value={{
            form: 'contact',
            values: {
              name: 'Jamie Rivera',
              email: 'jamie@example.com',
              category: 'technical',
              subject: 'Hi',
              message: 'Hello there, this is a message.',
            },
            errors: { subject: 'Subject must be at least 5 characters' },
          }}
        >
          <ContactPage />
        </FormEchoContext.Provider>,
      );
      expect((screen.getByLabelText('Full Name') as HTMLInputElement).value).toBe('Jamie Rivera');
      expect((screen.getByLabelText('Category') as HTMLSelectElement).value).toBe('technical');
      expect((screen.getByLabelText('Subject') as HTMLInputElement).value).toBe('Hi');
      expect(screen.getByText('Subject must be at least 5 characters')).toBeTruthy();
      expect(screen.getByLabelText('Subject').getAttribute('aria-invalid')).toBe('true');
      expect(screen.getByLabelText('Full Name').getAttribute('aria-invalid')).toBe('false');
    });

    it('shows the thank-you screen after the redirect (?sent=1)', () => {
      renderWithApp(<ContactPage />, { route: '/contact?sent=1' });
      expect(screen.getByRole('heading', { name: 'Thank You!' })).toBeTruthy();
    });
  });
});
