import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { FormEchoContext, getToasts } from '@sweepscout/kit';
import Newsletter from './Newsletter';
import { answerFetch, renderWithApp } from '../test/render';

const input = () => screen.getByLabelText('Email address') as HTMLInputElement;
const submit = async () =>
  act(async () => fireEvent.click(screen.getByRole('button', { name: 'Subscribe' })));

describe('Newsletter', () => {
  it('is a required email input with the consent text linking the Privacy Policy', () => {
    renderWithApp(<Newsletter />);
    expect(input().type).toBe('email');
    expect(input().required).toBe(true);
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(
      '/privacy-policy',
    );
    expect(screen.getByText(/at least 18 years old/)).toBeTruthy();
  });

  it("toasts 'Invalid email' for a bad address and sends nothing", async () => {
    const fetchMock = answerFetch(201, {});
    renderWithApp(<Newsletter />);
    fireEvent.change(input(), { target: { value: 'not-an-email' } });
    await submit();
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Invalid email'));
    expect(getToasts()[0]?.description).toBe('Please enter a valid email address.');
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('clears the field message once the address is corrected', async () => {
    answerFetch(201, {});
    renderWithApp(<Newsletter />);
    fireEvent.change(input(), { target: { value: 'not-an-email' } });
    await submit();
    await waitFor(() => expect(input().getAttribute('aria-invalid')).toBe('true'));
    fireEvent.change(input(), { target: { value: 'fan@example.com' } });
    await waitFor(() => expect(input().getAttribute('aria-invalid')).toBe('false'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('subscribes, toasts success and clears the input', async () => {
    const fetchMock = answerFetch(201, { message: 'Successfully subscribed' });
    renderWithApp(<Newsletter />);
    fireEvent.change(input(), { target: { value: ' Fan@Example.com ' } });
    await submit();
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Successfully subscribed!'));
    expect(getToasts()[0]?.description).toBe(
      "You'll now receive our exclusive casino offers and updates.",
    );
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/newsletter/subscribe');
    expect(JSON.parse(String(init.body))).toEqual({ email: 'fan@example.com' });
    await waitFor(() => expect(input().value).toBe(''));
  });

  it("toasts 'Subscription failed' with the server message, or the fallback", async () => {
    answerFetch(400, { message: 'Invalid email: Please enter a valid email address' });
    const view = renderWithApp(<Newsletter />);
    fireEvent.change(input(), { target: { value: 'fan@example.com' } });
    await submit();
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Subscription failed'));
    expect(getToasts()[0]).toMatchObject({
      description: 'Invalid email: Please enter a valid email address',
      variant: 'destructive',
    });
    expect(input().value).toBe('fan@example.com');
    view.unmount();

    answerFetch(503, '');
    renderWithApp(<Newsletter />);
    fireEvent.change(input(), { target: { value: 'fan@example.com' } });
    await submit();
    await waitFor(() => expect(getToasts()[0]?.description).toBe('Please try again later.'));
  });

  describe('answered by the page server (sent without script)', () => {
    it('shows the refusal beside the field, with the address as typed', () => {
      renderWithApp(
        <FormEchoContext.Provider
          value={{
            form: 'newsletter',
            values: { email: 'not-an-email' },
            errors: { email: 'Please enter a valid email address' },
          }}
        >
          <Newsletter />
        </FormEchoContext.Provider>,
      );
      expect(input().value).toBe('not-an-email');
      expect(input().getAttribute('aria-invalid')).toBe('true');
      expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
      const notice = screen.getByTestId('newsletter-result');
      expect(notice.textContent).toBe('Invalid emailPlease enter a valid email address.');
    });

    it("shows a failure in the server's words", () => {
      renderWithApp(
        <FormEchoContext.Provider
          value={{
            form: 'newsletter',
            values: { email: 'a@b.co' },
            errors: {},
            failure: { message: 'Too many sign-ups. Please try again later.' },
          }}
        >
          <Newsletter />
        </FormEchoContext.Provider>,
      );
      expect(screen.getByTestId('newsletter-result').textContent).toBe(
        'Subscription failedToo many sign-ups. Please try again later.',
      );
    });

    it('shows the success after the redirect (?newsletter=subscribed)', () => {
      renderWithApp(<Newsletter />, { route: '/?newsletter=subscribed' });
      expect(screen.getByTestId('newsletter-result').textContent).toBe(
        "Successfully subscribed!You'll now receive our exclusive casino offers and updates.",
      );
      expect(input().value).toBe('');
    });

    it('is a post to its own page, so that no address ever goes in a URL', () => {
      renderWithApp(<Newsletter />);
      const form = screen.getByRole('form', { name: 'Newsletter signup' });
      expect(form.getAttribute('method')).toBe('post');
      expect(form.getAttribute('action')).toBe('/#newsletter');
    });
  });
});
