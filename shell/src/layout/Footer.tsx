import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { casinoPath, FEEDS, NEWS_FEED, type CasinoCardData } from '@sweepscout/shared';
import {
  bareListCss,
  Container,
  preloadOnIntent,
  ServerMemo,
  setConsent,
  Skeleton,
  skipWhileOffscreen,
  theme,
  trackEvent,
  useGetFeaturedCasinosQuery,
  useTagManagerId,
} from '@sweepscout/kit';
import { FacebookIcon, InstagramIcon, XIcon, YouTubeIcon } from './icons';
import { FOOTER_CASINO_COUNT, LEGAL_LINKS, QUICK_LINKS, SOCIAL_LINKS } from './navigation';

const c = theme.colors;

const ICONS = {
  Facebook: FacebookIcon,
  Twitter: XIcon,
  Instagram: InstagramIcon,
  YouTube: YouTubeIcon,
};

const Bar = styled.footer`
  /* Below the first view on most pages: not laid out until it nears the screen. */
  ${skipWhileOffscreen(1050)}
  margin-top: ${theme.space(12)};
  padding: ${theme.space(12)} 0 ${theme.space(6)};
  background: ${c.surface};
  border-top: 1px solid ${c.border};
  color: ${c.textMuted};
  font-size: 0.925rem;
`;

const Columns = styled.div`
  display: grid;
  gap: ${theme.space(8)};
  grid-template-columns: 1fr;
  ${theme.media.sm} {
    grid-template-columns: 1fr 1fr;
  }
  ${theme.media.lg} {
    grid-template-columns: 1.6fr 1fr 1fr 1fr;
  }
`;

const Heading = styled.h2`
  margin: 0 0 ${theme.space(3)};
  font-size: 1rem;
  color: ${c.text};
`;

const List = styled.ul`
  ${bareListCss}
  display: grid;
  gap: ${theme.space(2)};
  a {
    color: ${c.textMuted};
    text-decoration: none;
  }
  a:hover {
    color: ${c.primary};
    text-decoration: underline;
  }
`;

const Socials = styled.ul`
  display: flex;
  gap: ${theme.space(2)};
  margin: ${theme.space(4)} 0 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-grid;
    place-items: center;
    width: 40px;
    height: 40px;
    border-radius: ${theme.radius.pill};
    border: 1px solid ${c.border};
    background: ${c.surfaceRaised};
    color: ${c.text};
  }
  a:hover {
    color: ${c.primary};
    border-color: ${c.primary};
  }
`;

const Bottom = styled.div`
  margin-top: ${theme.space(10)};
  padding-top: ${theme.space(6)};
  border-top: 1px solid ${c.border};
  font-size: 0.85rem;
  text-align: center;
  p {
    margin: 0 auto;
    max-width: 880px;
  }
`;

const FeedLinks = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.space(4)};
  margin: 0 0 ${theme.space(3)};
  padding: 0;
  list-style: none;
  a {
    color: ${c.textMuted};
  }
`;

const LinkButton = styled.button`
  margin-top: ${theme.space(2)};
  padding: 0;
  border: 0;
  background: none;
  color: ${c.textMuted};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
`;

/** What the footer shows of the featured casinos' query. */
interface FeaturedCasinos {
  data?: readonly CasinoCardData[];
  isLoading: boolean;
  isError: boolean;
}

function PopularCasinos({ featured }: { featured: FeaturedCasinos }) {
  const { data, isLoading, isError } = featured;
  if (isLoading) {
    return (
      <List aria-busy="true">
        {Array.from({ length: FOOTER_CASINO_COUNT }, (_, i) => (
          <li key={i}>
            <Skeleton $width="70%" />
          </li>
        ))}
      </List>
    );
  }
  if (isError || !data?.length) {
    return (
      <List>
        <li>
          <Link to="/compare">Compare all casinos</Link>
        </li>
      </List>
    );
  }
  return (
    <List>
      {data.slice(0, FOOTER_CASINO_COUNT).map((casino) => (
        <li key={casino.id}>
          <Link to={casinoPath(casino.slug)}>{casino.name}</Link>
        </li>
      ))}
    </List>
  );
}

/** The site footer: four columns and the bottom disclaimer line with the year. */
export function Footer() {
  const year = new Date().getFullYear();
  const tagManagerConfigured = useTagManagerId() !== null;
  const featured = useGetFeaturedCasinosQuery();
  // The same on every page the server renders until its casinos change: rendered once, then put
  // back as HTML. The key is everything it shows that can change.
  const deps = () => [
    year,
    tagManagerConfigured,
    featured.isLoading,
    featured.isError,
    featured.data
      ? JSON.stringify(
          featured.data.slice(0, FOOTER_CASINO_COUNT).map(({ id, slug, name }) => [id, slug, name]),
        )
      : null,
  ];
  return (
    <ServerMemo id="footer" deps={deps}>
      <FooterContent year={year} tagManagerConfigured={tagManagerConfigured} featured={featured} />
    </ServerMemo>
  );
}

function FooterContent({
  year,
  tagManagerConfigured,
  featured,
}: {
  year: number;
  tagManagerConfigured: boolean;
  featured: FeaturedCasinos;
}) {
  return (
    <Bar data-site-footer="">
      <Container>
        <Columns>
          <section aria-labelledby="footer-about">
            <Heading id="footer-about">About SweepScout</Heading>
            <p>
              SweepScout gives you in-depth, unbiased comparisons and reviews of US sweepstakes
              casinos, plus guides and free demo games, so you can pick where to play with
              confidence.
            </p>
            <Socials aria-label="SweepScout on social media">
              {SOCIAL_LINKS.map(({ network, href }) => {
                const Icon = ICONS[network];
                return (
                  <li key={network}>
                    <a
                      href={href}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={network}
                      title={network}
                      data-social={network}
                      onClick={() =>
                        trackEvent('social_click', { category: 'footer', label: network })
                      }
                    >
                      <Icon />
                    </a>
                  </li>
                );
              })}
            </Socials>
          </section>
          <nav aria-labelledby="footer-quick">
            <Heading id="footer-quick">Quick Links</Heading>
            <List>
              {QUICK_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} {...preloadOnIntent(link.to)}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </List>
          </nav>
          <nav aria-labelledby="footer-casinos">
            <Heading id="footer-casinos">Popular Casinos</Heading>
            <PopularCasinos featured={featured} />
          </nav>
          <nav aria-labelledby="footer-legal">
            <Heading id="footer-legal">Legal &amp; Support</Heading>
            <List>
              {LEGAL_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </List>
          </nav>
        </Columns>
        <Bottom>
          <FeedLinks aria-label="Feeds">
            {FEEDS.map((feed) => (
              <li key={feed.kind}>
                <a href={feed.rssPath} type="application/rss+xml">
                  {feed.kind === 'reviews' ? 'Reviews' : 'Guides'} RSS feed
                </a>
              </li>
            ))}
            <li>
              <a href={NEWS_FEED.rssPath} type="application/rss+xml">
                Site news RSS feed
              </a>
            </li>
          </FeedLinks>
          <p data-footer-disclaimer="">
            © {year} SweepScout. All rights reserved. We may receive compensation from casino
            partners. You must be 18+ to play; please play responsibly. SweepScout is not a gambling
            operator, and our demo games carry no real-world value.
          </p>
          {tagManagerConfigured ? (
            <LinkButton type="button" onClick={() => setConsent(null)}>
              Cookie settings
            </LinkButton>
          ) : null}
        </Bottom>
      </Container>
    </Bar>
  );
}
