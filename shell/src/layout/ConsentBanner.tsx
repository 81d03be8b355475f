import styled from 'styled-components';
import { Button, setConsent, theme, useConsent, useTagManagerId } from '@sweepscout/kit';

const c = theme.colors;

const Banner = styled.section`
  position: fixed;
  z-index: 80;
  left: ${theme.space(3)};
  right: ${theme.space(3)};
  bottom: ${theme.space(3)};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(3)};
  padding: ${theme.space(4)};
  border: 1px solid ${c.border};
  border-radius: ${theme.radius.lg};
  background: ${c.surfaceRaised};
  color: ${c.text};
  box-shadow: 0 12px 32px rgba(0, 0, 0, 0.2);
  ${theme.media.md} {
    left: ${theme.space(4)};
    right: auto;
    max-width: 460px;
  }
  p {
    margin: 0;
    flex: 1 1 240px;
    font-size: 0.9rem;
  }
  div {
    display: flex;
    gap: ${theme.space(2)};
  }
`;

/**
 * Asks before any third-party analytics loads. Shown only when a tag manager is configured and
 * the visitor has not answered yet; our own anonymous statistics need no third party.
 */
export function ConsentBanner() {
  const consent = useConsent();
  const tagManagerId = useTagManagerId();
  if (consent !== null || tagManagerId === null) return null;
  return (
    <Banner aria-labelledby="consent-title" data-consent-banner="">
      <p id="consent-title">
        May we use analytics cookies (Google Tag Manager) to see how the site is used? Nothing is
        loaded unless you accept.
      </p>
      <div>
        <Button type="button" $size="sm" $variant="secondary" onClick={() => setConsent('denied')}>
          Decline
        </Button>
        <Button type="button" $size="sm" onClick={() => setConsent('granted')}>
          Accept
        </Button>
      </div>
    </Banner>
  );
}
