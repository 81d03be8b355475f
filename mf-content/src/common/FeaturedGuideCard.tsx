import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { BRAND_GRADIENT, Button, Card, theme } from '@sweepscout/kit';
import { guidePath, type GuideSummary } from '@sweepscout/shared';
import { CardImage, minutesLabel } from './cards';
import { Meta } from './layout';

const c = theme.colors;

const Featured = styled(Card)`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  margin-bottom: ${theme.space(12)};
  ${theme.media.md} {
    grid-template-columns: minmax(0, 1.1fr) minmax(0, 1fr);
  }
`;

const FeaturedMedia = styled.div`
  min-height: 200px;
  display: flex;
  align-items: center;
  background: ${BRAND_GRADIENT};
  /* The whole image shows (guide images carry their title); the gradient fills the rest. */
  img {
    width: 100%;
    aspect-ratio: 16 / 9;
    object-fit: cover;
    display: block;
  }
`;

const FeaturedBody = styled.div`
  padding: ${theme.space(8)};
  display: flex;
  flex-direction: column;
  gap: ${theme.space(4)};
  justify-content: center;
  h3 {
    margin: 0;
    font-size: 1.6rem;
    line-height: 1.25;
    color: ${c.text};
  }
  p {
    margin: 0;
    color: ${c.textMuted};
    line-height: 1.6;
  }
`;

const Label = styled.span`
  align-self: flex-start;
  background: #b45309;
  color: #ffffff;
  font-size: 0.75rem;
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.06em;
  padding: 4px 10px;
  border-radius: ${theme.radius.pill};
`;

/**
 * The large card of the featured guide (here and on the home page). Below the fold (the home
 * page) its image loads lazily: fetched at once, and preloaded by React's server render, it took
 * a phone's bandwidth from the scripts and the first screen.
 */
export function FeaturedGuideCard({
  guide,
  belowTheFold = false,
}: {
  guide: GuideSummary;
  belowTheFold?: boolean;
}) {
  return (
    <Featured data-testid="featured-guide">
      <FeaturedMedia>
        {guide.imageUrl && <CardImage src={guide.imageUrl} firstInView={!belowTheFold} />}
      </FeaturedMedia>
      <FeaturedBody>
        <Label>Featured</Label>
        <h3>{guide.title}</h3>
        <p>{guide.excerpt}</p>
        <Meta>
          <span>{minutesLabel(guide.minutesToRead)}</span>
        </Meta>
        <div>
          <Button as={Link} to={guidePath(guide.slug)} aria-label={`Read Guide: ${guide.title}`}>
            Read Guide
          </Button>
        </div>
      </FeaturedBody>
    </Featured>
  );
}
