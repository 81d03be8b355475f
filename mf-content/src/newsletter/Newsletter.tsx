import { useForm, type Resolver } from 'react-hook-form';
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

interface NewsletterValues {
  email: string;
}

/**
 * zod and the schema are loaded when the visitor first focuses the field (or submits), not with
 * the home page: the form is below the fold and most visits never use it.
 */
const loadResolver = () => import('./newsletterResolver');
const newsletterResolver: Resolver<NewsletterValues> = async (values, context, options) =>
  (await loadResolver()).newsletterResolver(values, context, options);

/** Home widget: the newsletter signup (spec sections 4, 5 and 8). */
export default function Newsletter() {
  const [subscribe] = useSubscribeNewsletterMutation();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<NewsletterValues>({
    resolver: newsletterResolver,
    defaultValues: { email: '' },
  });

  const onValid = async (values: NewsletterValues) => {
    try {
      await subscribe({ email: values.email }).unwrap();
      toast({ title: T.successTitle, description: T.successText });
      reset({ email: '' });
    } catch (error) {
      toast({
        title: T.failureTitle,
        description: serverMessage(error, T.failureFallback),
        variant: 'destructive',
      });
    }
  };
  const onInvalid = () =>
    toast({ title: T.invalidTitle, description: T.invalidText, variant: 'destructive' });

  return (
    <Section data-remote="content" data-widget="newsletter" aria-labelledby="newsletter-title">
      <Container>
        <Panel>
          <h2 id="newsletter-title">Get Exclusive Casino Offers</h2>
          <p>
            Subscribe to our newsletter for the latest sweepstakes casino bonuses, reviews and
            promotions.
          </p>
          {/* noValidate: the schema checks the email and answers with the spec's toast. */}
          <Form
            noValidate
            onSubmit={handleSubmit(onValid, onInvalid)}
            aria-label="Newsletter signup"
          >
            <input
              type="email"
              required
              autoComplete="email"
              placeholder="Enter your email address"
              aria-label="Email address"
              aria-invalid={errors.email ? 'true' : 'false'}
              aria-describedby={errors.email ? 'newsletter-email-error' : undefined}
              {...register('email')}
              onFocus={() => void loadResolver()}
            />
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? 'Subscribing...' : 'Subscribe'}
            </Button>
          </Form>
          {errors.email?.message && (
            <FieldError id="newsletter-email-error" role="alert">
              {errors.email.message}
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
