import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  BRAND_GRADIENT,
  Button,
  Container,
  Section,
  serverMessage,
  theme,
  toast,
  useFormEcho,
  type FormEcho,
} from '@sweepscout/kit';
import { MINIMUM_VISITOR_AGE } from '@sweepscout/shared';
import { useSubscribeNewsletterMutation } from '../api/contentApi';
import { MESSAGES } from '../messages';

const T = MESSAGES.newsletter;

const Panel = styled.div`
  border-radius: ${theme.radius.lg};
  background: ${BRAND_GRADIENT};
  color: #ffffff;
  padding: ${theme.space(10)} ${theme.space(6)};
  text-align: center;
  h2 {
    margin: 0 0 ${theme.space(3)};
    font-size: clamp(1.5rem, 3vw, 2rem);
  }
  > p {
    margin: 0 auto ${theme.space(6)};
    max-width: 36rem;
    color: rgba(255, 255, 255, 0.9);
  }
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(3)};
  max-width: 30rem;
  margin: 0 auto;
  ${theme.media.sm} {
    flex-direction: row;
  }
  input {
    flex: 1;
    min-width: 0;
    font: inherit;
    padding: 12px 16px;
    border-radius: ${theme.radius.md};
    border: 2px solid transparent;
    background: #ffffff;
    color: #111827;
  }
  input::placeholder {
    color: #6b7280;
  }
  input[aria-invalid='true'] {
    border-color: #fca5a5;
  }
  input:focus-visible {
    outline: 3px solid #facc15;
    outline-offset: 2px;
  }
  button {
    background: #facc15;
    color: #111827;
  }
  button:hover:not(:disabled) {
    background: #fde047;
  }
`;

const FieldError = styled.p`
  margin: ${theme.space(2)} 0 0;
  color: #fecaca;
  font-weight: 600;
  font-size: 0.9rem;
`;

/** The result of a send the page server answered (no script): what the toast says otherwise. */
const Notice = styled.div`
  margin: ${theme.space(4)} auto 0;
  max-width: 30rem;
  padding: ${theme.space(3)} ${theme.space(4)};
  border-radius: ${theme.radius.md};
  background: #ffffff;
  color: #111827;
  text-align: left;
  strong {
    display: block;
  }
  p {
    margin: 2px 0 0;
  }
`;

const Consent = styled.p`
  margin: ${theme.space(4)} auto 0;
  max-width: 34rem;
  font-size: 0.85rem;
  color: rgba(255, 255, 255, 0.85);
  a {
    color: #ffffff;
    font-weight: 600;
  }
`;

/**
 * zod and the schema are loaded when the visitor first focuses the field (or submits), not with
 * the home page: the form is below the fold and most visits never use it. The form keeps its own
 * small state (no form library: it has one field).
 */
const loadCheck = () => import('./newsletterCheck');

/** What the page server's answer says, in the words of the toasts the script shows. */
function serverNotice(
  echo: FormEcho | null,
  subscribed: boolean,
): { title: string; text: string } | null {
  if (echo?.failure) {
    return { title: T.failureTitle, text: echo.failure.message ?? T.failureFallback };
  }
  if (echo) return { title: T.invalidTitle, text: T.invalidText };
  return subscribed ? { title: T.successTitle, text: T.successText } : null;
}

/** Home widget: the newsletter signup. */
export default function Newsletter() {
  const [subscribe] = useSubscribeNewsletterMutation();
  // A post the page server refused (sent without script) comes back with its message and value.
  const echo = useFormEcho('newsletter');
  const [error, setError] = useState<string | null>(echo?.errors.email ?? null);
  const [isSubmitting, setSubmitting] = useState(false);
  const [searchParams] = useSearchParams();
  // The page server's answers, shown until the visitor sends again with script (then: toasts).
  const [serverResult, setServerResult] = useState<{ title: string; text: string } | null>(() =>
    serverNotice(echo, searchParams.get('newsletter') === 'subscribed'),
  );

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    // The field is uncontrolled: what the visitor typed, even before the page was hydrated.
    const email = String(new FormData(form).get('email') ?? '');
    setServerResult(null);
    setSubmitting(true);
    try {
      const check = (await loadCheck()).checkNewsletter(email);
      if (!check.ok) {
        setError(check.message);
        toast({ title: T.invalidTitle, description: T.invalidText, variant: 'destructive' });
        return;
      }
      setError(null);
      await subscribe({ email: check.values.email }).unwrap();
      toast({ title: T.successTitle, description: T.successText });
      form.reset();
    } catch (failure) {
      toast({
        title: T.failureTitle,
        description: serverMessage(failure, T.failureFallback),
        variant: 'destructive',
      });
    } finally {
      setSubmitting(false);
    }
  };

  // After a refused submit, the message follows the field as the visitor corrects it.
  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    if (error === null) return;
    const check = (await loadCheck()).checkNewsletter(event.target.value);
    setError(check.ok ? null : check.message);
  };

  return (
    <Section
      id="newsletter"
      data-remote="content"
      data-widget="newsletter"
      aria-labelledby="newsletter-title"
    >
      <Container>
        <Panel>
          <h2 id="newsletter-title">Get Exclusive Casino Offers</h2>
          <p>
            Subscribe to our newsletter for the latest sweepstakes casino bonuses, reviews and
            promotions.
          </p>
          {/* noValidate: the schema checks the email and answers with the standard toast. Without
              script (or before it runs) the page server answers the post: no email in a URL. */}
          <Form
            method="post"
            action="/#newsletter"
            noValidate
            onSubmit={(event) => void onSubmit(event)}
            aria-label="Newsletter signup"
          >
            <input
              type="email"
              required
              autoComplete="email"
              placeholder="Enter your email address"
              aria-label="Email address"
              name="email"
              defaultValue={echo?.values.email}
              aria-invalid={error ? 'true' : 'false'}
              aria-describedby={error ? 'newsletter-email-error' : undefined}
              onChange={(event) => void onChange(event)}
              onFocus={() => void loadCheck()}
            />
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? 'Subscribing...' : 'Subscribe'}
            </Button>
          </Form>
          {error && (
            <FieldError id="newsletter-email-error" role="alert">
              {error}
            </FieldError>
          )}
          {serverResult && (
            <Notice role={echo ? 'alert' : 'status'} data-testid="newsletter-result">
              <strong>{serverResult.title}</strong>
              <p>{serverResult.text}</p>
            </Notice>
          )}
          <Consent>
            By subscribing, you confirm that you are at least {MINIMUM_VISITOR_AGE} years old and
            agree to our <Link to="/privacy-policy">Privacy Policy</Link>.
          </Consent>
        </Panel>
      </Container>
    </Section>
  );
}
