import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  Badge,
  bareListCss,
  Button,
  Card,
  cardPanelCss,
  Container,
  Skeleton,
  theme,
  trackedLinkProps,
  type PageLoader,
} from '@sweepscout/kit';
import {
  enabledFeatures,
  parsePaymentMethods,
  splitCamelCase,
  splitGameTypes,
  type Casino,
} from '@sweepscout/shared';
import { catalogApi, useGetCasinoBySlugQuery } from '../api/catalogApi';
import { CasinoLogo } from '../common/CasinoLogo';
import { Compliance, restrictedStatesText } from '../common/Compliance';
import { LinkButton, NewTabHint } from '../common/layout';
import { CoinsSection } from './CoinsSection';
import { GamePreviewsSection } from './GamePreviewsSection';
import { PromoCode } from './PromoCode';
import { StateAvailability, StateNotesList } from './StateAvailability';
import { RatingBreakdown, RatingStars } from '../rating/RatingBreakdown';
import { ratingApi } from '../rating/ratingApi';
import { CasinoTrust } from './CasinoTrust';
import { headToHeadApi } from '../headToHead/headToHeadApi';

export const CASINO_ERROR = 'Failed to load casino details';
export const NO_PAYMENT_METHODS = 'Please visit the casino website for payment method information.';

const c = theme.colors;

/**
 * Banners are 3:1 artwork with their text inside: the box keeps that ratio on phones (where the
 * old fixed height cropped the sides with 'cover') and only wide screens crop it, top and bottom.
 */
const Banner = styled.div<{ $image: string | null }>`
  /* Full width always: with only a ratio and a maximum height, wide screens shrank its width. */
  width: 100%;
  aspect-ratio: 3 / 1;
  max-height: 300px;
  background: ${({ $image }) =>
    $image
      ? `url("${$image}") center / cover no-repeat, linear-gradient(135deg, ${c.primary} 0%, #1e1b4b 100%)`
      : `linear-gradient(135deg, ${c.primary} 0%, #1e1b4b 100%)`};
`;

const Identity = styled.header`
  position: relative;
  margin-top: calc(-1 * ${theme.space(16)});
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(5)};
  padding: ${theme.space(6)};
  border: 1px solid ${c.border};
  border-radius: ${theme.radius.lg};
  background: ${c.surfaceRaised};
  box-shadow: 0 10px 30px rgba(17, 12, 46, 0.18);
  h1 {
    margin: 0;
    font-size: clamp(1.6rem, 4vw, 2.4rem);
    line-height: 1.15;
  }
  @media (max-width: 639px) {
    /* On a phone the banner is short: the card sits below it rather than over its text. */
    margin-top: ${theme.space(4)};
    padding: ${theme.space(5)};
    > a {
      width: 100%;
    }
  }
`;

const Headline = styled.div`
  flex: 1 1 260px;
  display: grid;
  gap: ${theme.space(2)};
  justify-items: start;
`;

const Established = styled.p`
  margin: 0;
  color: ${c.textMuted};
`;

const LogoFrame = styled.div`
  flex: none;
  padding: 4px;
  border-radius: ${theme.radius.lg};
  background: ${c.surfaceRaised};
  border: 1px solid ${c.border};
  > span {
    border: 0;
  }
`;

const BackRow = styled.div`
  padding: ${theme.space(5)} 0 0;
`;

const Grid = styled.div`
  display: grid;
  gap: ${theme.space(6)};
  padding: ${theme.space(6)} 0;
  ${theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Panel = styled(Card)`
  ${cardPanelCss('1.25rem', 4)}
  p {
    margin: 0 0 ${theme.space(3)};
  }
`;

const Wide = styled(Panel)`
  ${theme.media.md} {
    grid-column: 1 / -1;
  }
`;

const BonusAmount = styled.p`
  font-size: 1.35rem;
  font-weight: 800;
  color: ${c.primary};
`;

const Stack = styled.div`
  display: grid;
  gap: ${theme.space(4)};
  justify-items: start;
`;

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
  ${bareListCss}
`;

const Checks = styled.ul`
  display: grid;
  gap: ${theme.space(2)};
  ${bareListCss}
  ${theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  li {
    display: flex;
    gap: ${theme.space(2)};
    align-items: center;
  }
  svg {
    flex: none;
    color: ${c.success};
  }
`;

const Muted = styled.p`
  color: ${c.textMuted};
`;

const Terms = styled.p`
  margin: 0;
  text-align: center;
  font-size: 0.9rem;
  color: ${c.textMuted};
`;

const VisitBand = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space(4)};
  margin-top: ${theme.space(6)};
  padding: ${theme.space(6)};
  border-radius: ${theme.radius.lg};
  background: linear-gradient(135deg, ${c.primary} 0%, #1e1b4b 100%);
  color: #ffffff;
  h2 {
    margin: 0 0 ${theme.space(1)};
    font-size: 1.35rem;
  }
  p {
    margin: 0;
    color: rgba(255, 255, 255, 0.9);
  }
  a {
    background: #ffffff;
    color: #1e1b4b;
  }
`;

const Bottom = styled.div`
  padding: ${theme.space(8)} 0 ${theme.space(12)};
`;

const ErrorBox = styled.div`
  min-height: 40vh;
  padding: ${theme.space(16)} 0;
  text-align: center;
  h1 {
    font-size: 1.75rem;
  }
`;

function Check() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M20 6L9 17l-5-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </svg>
  );
}

function BackToCompare() {
  return (
    <Button as={Link} to="/compare" $variant="secondary" $size="sm">
      ← Back to Compare
    </Button>
  );
}

function LoadingView() {
  return (
    <div aria-busy="true" aria-label="Loading casino details">
      <Banner $image={null} />
      <Container>
        <Identity as="div">
          <Skeleton $height="96px" $width="96px" />
          <Headline>
            <Skeleton $height="2.25rem" $width="60%" />
            <Skeleton $height="1rem" $width="30%" />
          </Headline>
        </Identity>
        <Grid>
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} $height="180px" />
          ))}
        </Grid>
      </Container>
    </div>
  );
}

function ErrorView() {
  return (
    <Container>
      <ErrorBox role="alert">
        <h1>{CASINO_ERROR}</h1>
        <Button as={Link} to="/">
          Return to Home
        </Button>
      </ErrorBox>
    </Container>
  );
}

/** The casino itself as /casino/{slug} shows it, from the record alone (also exposed for previews). */
export function CasinoDetails({ casino }: { casino: Casino }) {
  const gameTypes = splitGameTypes(casino.gameTypes);
  const features = enabledFeatures(casino.features);
  // The data may be a list or a JSON string; the UI accepts both.
  const paymentMethods = parsePaymentMethods(casino.paymentMethods);
  const age = casino.minimumAge === 21 ? 21 : 18;
  return (
    <article aria-labelledby="casino-name">
      <Banner $image={casino.bannerUrl} data-banner="" aria-hidden="true" />
      <Container>
        <Identity>
          <LogoFrame>
            <CasinoLogo casino={casino} size={96} />
          </LogoFrame>
          <Headline>
            <h1 id="casino-name">{casino.name}</h1>
            {casino.established && <Established>Established {casino.established}</Established>}
            <RatingStars casino={casino} />
            <Compliance casino={casino} />
          </Headline>
          {!casino.informationOnly && (
            <LinkButton {...trackedLinkProps(casino, 'casino-header', 'visit_site')}>
              Visit Site
              <NewTabHint />
            </LinkButton>
          )}
        </Identity>
        <BackRow>
          <BackToCompare />
        </BackRow>
        <Grid>
          <Wide as="section" aria-labelledby="overview-title">
            <h2 id="overview-title">Overview</h2>
            <p>{casino.description}</p>
          </Wide>
          <RatingBreakdown casino={casino} />
          <CasinoTrust casino={casino} />
          <Panel as="section" aria-labelledby="bonus-title" data-card="bonus">
            <h2 id="bonus-title">Welcome Bonus</h2>
            <Stack>
              <BonusAmount>{casino.bonusAmount}</BonusAmount>
              {casino.bonusDescription && <p>{casino.bonusDescription}</p>}
              {casino.promoCode && <PromoCode code={casino.promoCode} />}
              {!casino.informationOnly && (
                <LinkButton
                  $variant="success"
                  {...trackedLinkProps(casino, 'casino-bonus', 'claim_bonus')}
                >
                  Claim Bonus
                  <NewTabHint />
                </LinkButton>
              )}
            </Stack>
          </Panel>
          <Panel as="section" aria-labelledby="games-title" data-card="games">
            <h2 id="games-title">Games Selection</h2>
            <BonusAmount as="p">{casino.gamesCount}</BonusAmount>
            {gameTypes.length > 0 && (
              <Tags aria-label="Game types">
                {gameTypes.map((type) => (
                  <li key={type}>
                    <Badge>{type}</Badge>
                  </li>
                ))}
              </Tags>
            )}
          </Panel>
          <Panel as="section" aria-labelledby="features-title" data-card="features">
            <h2 id="features-title">Key Features</h2>
            {features.length ? (
              <Checks>
                {features.map((name) => (
                  <li key={name}>
                    <Check />
                    {splitCamelCase(name)}
                  </li>
                ))}
              </Checks>
            ) : (
              <Muted>No features listed yet.</Muted>
            )}
          </Panel>
          <Panel as="section" aria-labelledby="payments-title" data-card="payments">
            <h2 id="payments-title">Payment Methods</h2>
            {paymentMethods.length ? (
              <Tags>
                {paymentMethods.map((method) => (
                  <li key={method}>
                    <Badge>{method}</Badge>
                  </li>
                ))}
              </Tags>
            ) : (
              <Muted>{NO_PAYMENT_METHODS}</Muted>
            )}
          </Panel>
          <Wide as="section" aria-labelledby="eligibility-title" data-card="eligibility">
            <h2 id="eligibility-title">Who Can Play</h2>
            <p>
              You must be {age} or older to play at {casino.name}.{' '}
              {casino.restrictedStates.length
                ? `${restrictedStatesText(casino.restrictedStates)}.`
                : 'The casino lists no restricted US states; check its terms before you sign up.'}
            </p>
            {casino.availability ? (
              <StateAvailability casinoName={casino.name} availability={casino.availability} />
            ) : (
              <StateNotesList notes={casino.stateNotes ?? []} />
            )}
          </Wide>
        </Grid>
        <CoinsSection casino={casino} />
        <Terms>
          {casino.termsUrl ? (
            <a href={casino.termsUrl} target="_blank" rel="nofollow noopener">
              Terms & Conditions Apply
              <NewTabHint />
            </a>
          ) : (
            `Terms & Conditions Apply. ${age}+ to play.`
          )}
        </Terms>
        {!casino.informationOnly && (
          <VisitBand>
            <div>
              <h2>Ready to play at {casino.name}?</h2>
              <p>Claim the welcome offer and start playing with free coins.</p>
            </div>
            <LinkButton {...trackedLinkProps(casino, 'casino-footer', 'visit_casino')}>
              Visit {casino.name}
              <NewTabHint />
            </LinkButton>
          </VisitBand>
        )}
        <GamePreviewsSection casino={casino} />
        <Bottom>
          <BackToCompare />
        </Bottom>
      </Container>
    </article>
  );
}

/**
 * What the first view needs, started by the site server before it renders the page (server
 * rendering): the casino by its slug. The component reads the same cache entry.
 */
export const loader: PageLoader = ({ params, dispatch }) => {
  void dispatch(catalogApi.endpoints.getCasinoBySlug.initiate(params.slug ?? ''));
  void dispatch(ratingApi.endpoints.getRatingMethod.initiate());
  void dispatch(headToHeadApi.endpoints.getApprovedMatchups.initiate());
};

/** /casino/{slug}: everything about one casino, with tracked links to its site. */
export default function CasinoPage() {
  const { slug = '' } = useParams();
  const { currentData: casino, isFetching, isError } = useGetCasinoBySlugQuery(slug);
  return (
    <div data-remote="catalog" data-page="casino">
      {casino ? (
        <CasinoDetails casino={casino} />
      ) : isFetching ? (
        <LoadingView />
      ) : isError ? (
        <ErrorView />
      ) : (
        <LoadingView />
      )}
    </div>
  );
}
