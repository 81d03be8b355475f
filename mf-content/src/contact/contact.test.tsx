import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { FormEchoContext, getToasts } from '@sweepscout/kit';
import ContactPage from './ContactPage';
import { answerFetch, renderWithApp } from '../test/render';

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillValidForm() {
  fill('Full Name', 'Jamie Rivera');
  fill('Email Address', 'jamie@example.com');
  fill('Category', 'technical');
  fill('Subject', 'A question');
  fill('Message', 'Hello there, this is a message.');
}

describe('ContactPage', () => {
  it('shows the field messages at each field and sends nothing', async () => {
    const fetchMock = answerFetch(201, {});
    renderWithApp(<ContactPage />);
    fill('Full Name', 'J');
    fill('Email Address', 'nope');
    fill('Subject', 'Hi');
    fill('Message', 'Short');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send Message' })));
    expect(await screen.findByText('Name must be at least 2 characters')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Please select a category')).toBeTruthy();
    expect(screen.getByText('Subject must be at least 5 characters')).toBeTruthy();
    expect(screen.getByText('Message must be at least 10 characters')).toBeTruthy();
    expect(screen.getByLabelText('Full Name').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps the form filled and toasts the server message on failure', async () => {
    answerFetch(429, { message: 'Too many messages. Please try again later.' });
    renderWithApp(<ContactPage />);
    fillValidForm();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send Message' })));
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Error Sending Message'));
    expect(getToasts()[0]).toMatchObject({
      description: 'Too many messages. Please try again later.',
      variant: 'destructive',
    });
    expect((screen.getByLabelText('Full Name') as HTMLInputElement).value).toBe('Jamie Rivera');
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe(
      'Hello there, this is a message.',
    );
  });

  it('falls back to the default text when the server sends no message', async () => {
    answerFetch(500, {});
    renderWithApp(<ContactPage />);
    fillValidForm();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send Message' })));
    await waitFor(() =>
      expect(getToasts()[0]?.description).toBe(
        'There was a problem sending your message. Please try again.',
      ),
    );
  });

  it('thanks the visitor, then returns to an empty form', async () => {
    const fetchMock = answerFetch(201, { message: 'Message received' });
    renderWithApp(<ContactPage />);
    fillValidForm();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send Message' })));
    expect(await screen.findByRole('button', { name: 'Send Another Message' })).toBeTruthy();
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
    fireEvent.click(screen.getByRole('button', { name: 'Send Another Message' }));
    expect((screen.getByLabelText('Full Name') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Category') as HTMLSelectElement).value).toBe('');
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
