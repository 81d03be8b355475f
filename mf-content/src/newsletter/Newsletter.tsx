import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  BRAND_GRADIENT,
  Button,
  Container,
  Section,
  serverMessage,
  theme,
  toast,
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

/** Home widget: the newsletter signup. */
export default function Newsletter() {
  const [subscribe] = useSubscribeNewsletterMutation();
  const [error, setError] = useState<string | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    // The field is uncontrolled: what the visitor typed, even before the page was hydrated.
    const email = String(new FormData(form).get('email') ?? '');
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
    <Section data-remote="content" data-widget="newsletter" aria-labelledby="newsletter-title">
      <Container>
        <Panel>
          <h2 id="newsletter-title">Get Exclusive Casino Offers</h2>
          <p>
            Subscribe to our newsletter for the latest sweepstakes casino bonuses, reviews and
            promotions.
          </p>
          {/* noValidate: the schema checks the email and answers with the standard toast. */}
          <Form
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
          <Consent>
            By subscribing, you confirm that you are at least {MINIMUM_VISITOR_AGE} years old and
            agree to our <Link to="/privacy-policy">Privacy Policy</Link>.
          </Consent>
        </Panel>
      </Container>
    </Section>
  );
}
