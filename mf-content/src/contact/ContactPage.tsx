import { useEffect, useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  Card,
  RemotePage,
  SelectOptions,
  serverMessage,
  theme,
  toast,
  useFormEcho,
} from '@sweepscout/kit';
import {
  CONTACT_CATEGORIES,
  ROUTE_PATHS,
  SUPPORT_EMAIL,
  SUPPORT_RESPONSE_HOURS,
  type ContactFormValues,
  type ContactInput,
} from '@sweepscout/shared';
import { useSendContactMessageMutation } from '../api/contentApi';
import { MESSAGES } from '../messages';
import { Field } from './Field';
import { primaryLinks } from '../common/layout';

const c = theme.colors;
const T = MESSAGES.contact;

/**
 * The form's checks load with the first check (a submit) or when the visitor starts on the form,
 * not with the page: zod and the contract's schemas were a sixth of the page's script and its
 * longest start-up task on a phone.
 */
const loadValidation = () => import('./contactValidation');
const contactResolver: Resolver<ContactFormValues, unknown, ContactInput> = async (
  values,
  context,
  options,
) => (await loadValidation()).contactFormResolver(values, context, options);

const EMPTY_FORM: ContactFormValues = {
  name: '',
  email: '',
  category: '' as ContactFormValues['category'],
  subject: '',
  message: '',
};

const Columns = styled.div`
  display: grid;
  gap: ${theme.space(8)};
  grid-template-columns: minmax(0, 1fr);
  ${theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
    align-items: start;
  }
`;

const Panel = styled(Card)`
  padding: ${theme.space(6)};
  h2 {
    margin: 0 0 ${theme.space(4)};
    font-size: 1.3rem;
    color: ${c.text};
  }
`;

const InfoList = styled.dl`
  display: grid;
  gap: ${theme.space(4)};
  margin: 0;
  dt {
    font-weight: 700;
    color: ${c.text};
  }
  dd {
    margin: 2px 0 0;
    color: ${c.textMuted};
  }
  ${primaryLinks}
  a {
    overflow-wrap: anywhere;
  }
`;

const Tips = styled.ul`
  margin: 0;
  padding-left: 1.2em;
  color: ${c.textMuted};
  line-height: 1.6;
  li + li {
    margin-top: ${theme.space(2)};
  }
  ${primaryLinks}
`;

const Stack = styled.div`
  display: grid;
  gap: ${theme.space(6)};
`;

const FormGrid = styled.div`
  display: grid;
  gap: ${theme.space(5)};
  grid-template-columns: minmax(0, 1fr);
  ${theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    .wide {
      grid-column: 1 / -1;
    }
  }
`;

const ThankYou = styled.div`
  text-align: center;
  padding: ${theme.space(8)} ${theme.space(4)};
  h2 {
    font-size: 1.6rem;
  }
  h2:focus {
    outline: none;
  }
  p {
    color: ${c.textMuted};
    margin: 0 0 ${theme.space(6)};
  }
`;

const Check = styled.div`
  width: 64px;
  height: 64px;
  margin: 0 auto ${theme.space(4)};
  border-radius: 50%;
  display: grid;
  place-items: center;
  background: ${c.successBg};
  color: #ffffff;
  font-size: 2rem;
`;

/** A send the page server refused as a whole (no script): what the failure toast says. */
const FailureNotice = styled.div`
  margin: 0 0 ${theme.space(4)};
  padding: ${theme.space(3)} ${theme.space(4)};
  border-radius: ${theme.radius.md};
  border: 1px solid ${c.danger};
  color: ${c.text};
  p {
    margin: 2px 0 0;
    color: ${c.textMuted};
  }
`;

function ContactInfo() {
  return (
    <Stack>
      <Panel as="section" aria-labelledby="contact-info-title">
        <h2 id="contact-info-title">Contact Information</h2>
        <InfoList>
          <div>
            <dt>Email Support</dt>
            <dd>
              <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
            </dd>
          </div>
          <div>
            <dt>Response Time</dt>
            <dd>Within {SUPPORT_RESPONSE_HOURS} hours</dd>
          </div>
          <div>
            <dt>Service Area</dt>
            <dd>United States</dd>
          </div>
        </InfoList>
      </Panel>
      <Panel as="section" aria-labelledby="contact-tips-title">
        <h2 id="contact-tips-title">Quick Tips</h2>
        <Tips>
          <li>Include the casino name if your question is about a specific casino.</li>
          <li>For technical issues, tell us your browser and device.</li>
          <li>
            Check our <Link to={ROUTE_PATHS.faq}>FAQ</Link>: your answer may already be there.
          </li>
          <li>We never ask for your password or payment details.</li>
        </Tips>
      </Panel>
    </Stack>
  );
}

/** /contact: contact info and quick tips on the left, the message form on the right. */
export default function ContactPage() {
  // Sent without script, the page server redirected here with ?sent=1 (Post/Redirect/Get).
  const [searchParams] = useSearchParams();
  const [sent, setSent] = useState(() => searchParams.get('sent') === '1');
  const [send] = useSendContactMessageMutation();
  // A post the page server refused comes back with what was typed and the schema's messages.
  const echo = useFormEcho('contact');
  const initial: ContactFormValues = {
    ...EMPTY_FORM,
    ...(echo?.values as Partial<ContactFormValues>),
  };
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors: checkedErrors, isSubmitting, submitCount },
  } = useForm<ContactFormValues, unknown, ContactInput>({
    resolver: contactResolver,
    defaultValues: initial,
  });
  // The server's messages stand until the visitor sends again (then the browser's checks speak).
  const serverErrors = submitCount === 0 ? (echo?.errors ?? {}) : {};
  const errorOf = (field: keyof ContactFormValues): string | undefined =>
    checkedErrors[field]?.message ?? serverErrors[field];
  const failure = submitCount === 0 ? echo?.failure : undefined;
  // Move focus with the screen: to the thank-you heading, then back to the first field.
  const thanksRef = useRef<HTMLHeadingElement>(null);
  const changedScreen = useRef(false);
  useEffect(() => {
    if (!changedScreen.current) return;
    if (sent) thanksRef.current?.focus();
    else setFocus('name');
  }, [sent, setFocus]);
  const showThanks = (value: boolean) => {
    changedScreen.current = true;
    setSent(value);
  };

  const onValid = async (values: ContactInput) => {
    try {
      await send(values).unwrap();
      toast({ title: T.successTitle, description: T.successText });
      reset(EMPTY_FORM);
      showThanks(true);
    } catch (error) {
      // The form keeps what was typed, so the visitor can send it again.
      toast({
        title: T.failureTitle,
        description: serverMessage(error, T.failureFallback),
        variant: 'destructive',
      });
    }
  };

  return (
    <RemotePage
      remote="content"
      page="contact"
      title="Contact Us"
      subtitle="Questions about a casino, a review or a partnership? Send us a message and our team will get back to you."
      inSection
    >
      <Columns>
        <ContactInfo />
        <Panel as="section" aria-labelledby="contact-form-title">
          {sent ? (
            <ThankYou role="status">
              <Check aria-hidden="true">✓</Check>
              <h2 id="contact-form-title" ref={thanksRef} tabIndex={-1}>
                Thank You!
              </h2>
              <p>
                Your message has been sent. We&apos;ll get back to you within{' '}
                {SUPPORT_RESPONSE_HOURS} hours.
              </p>
              <Button type="button" onClick={() => showThanks(false)}>
                Send Another Message
              </Button>
            </ThankYou>
          ) : (
            <>
              <h2 id="contact-form-title">Send Us a Message</h2>
              {failure && (
                <FailureNotice role="alert" data-testid="contact-failure">
                  <strong>{T.failureTitle}</strong>
                  <p>{failure.message ?? T.failureFallback}</p>
                </FailureNotice>
              )}
              {/* Without script (or before it runs) the page server answers the post. */}
              <form
                method="post"
                action="/contact#contact-form-title"
                noValidate
                onFocus={() => void loadValidation()}
                onSubmit={handleSubmit(onValid)}
                aria-labelledby="contact-form-title"
              >
                <FormGrid>
                  <Field id="contact-name" label="Full Name" error={errorOf('name')}>
                    <input
                      type="text"
                      autoComplete="name"
                      required
                      {...register('name')}
                      defaultValue={initial.name}
                    />
                  </Field>
                  <Field id="contact-email" label="Email Address" error={errorOf('email')}>
                    <input
                      type="email"
                      autoComplete="email"
                      required
                      {...register('email')}
                      defaultValue={initial.email}
                    />
                  </Field>
                  <Field id="contact-category" label="Category" error={errorOf('category')}>
                    <select required {...register('category')} defaultValue={initial.category}>
                      <option value="">Select a category</option>
                      <SelectOptions options={CONTACT_CATEGORIES} />
                    </select>
                  </Field>
                  <Field id="contact-subject" label="Subject" error={errorOf('subject')}>
                    <input
                      type="text"
                      required
                      {...register('subject')}
                      defaultValue={initial.subject}
                    />
                  </Field>
                  <Field
                    id="contact-message"
                    label="Message"
                    error={errorOf('message')}
                    className="wide"
                  >
                    <textarea
                      rows={6}
                      required
                      {...register('message')}
                      defaultValue={initial.message}
                    />
                  </Field>
                  <div className="wide">
                    <Button
                      type="submit"
                      $size="lg"
                      disabled={isSubmitting}
                      style={{ width: '100%' }}
                    >
                      {isSubmitting ? 'Sending...' : 'Send Message'}
                    </Button>
                  </div>
                </FormGrid>
              </form>
            </>
          )}
        </Panel>
      </Columns>
    </RemotePage>
  );
}
