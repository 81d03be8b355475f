import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  bareListCss,
  Button,
  Container,
  HomeSectionHeader,
  ListState,
  Section,
  Skeleton,
  theme,
  useGetFeaturedCasinosQuery,
} from '@sweepscout/kit';
import { CasinoCard } from './CasinoCard';

export const TOP_RATED_ERROR = 'Failed to load casinos. Please try again later.';
/** With a chosen state where no featured casino takes players. */
export const TOP_RATED_EMPTY = 'None of our top-rated casinos accepts players in your state.';
const SKELETON_CARDS = 3;

export const Grid = styled.ul`
  display: grid;
  gap: ${theme.space(6)};
  grid-template-columns: 1fr;
  ${bareListCss}
  ${theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${theme.media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const SkeletonCard = styled.li`
  display: grid;
  gap: ${theme.space(3)};
  padding: ${theme.space(5)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.colors.surfaceRaised};
`;

const More = styled.div`
  margin-top: ${theme.space(8)};
  text-align: center;
`;

/** Home: the Top-Rated Sweepstakes Casinos grid (exposed as catalog/TopRated). */
export default function TopRated() {
  const { data, isLoading, isError } = useGetFeaturedCasinosQuery();
  return (
    <Section id="top-rated" data-remote="catalog" aria-labelledby="top-rated-title">
      <Container>
        <HomeSectionHeader
          id="top-rated-title"
          title="Top-Rated Sweepstakes Casinos"
          intro="Our highest-rated sweepstakes casinos, with their current welcome offers."
        />
        {isLoading && (
          <Grid aria-busy="true" aria-label="Loading casinos">
            {Array.from({ length: SKELETON_CARDS }, (_, i) => (
              <SkeletonCard key={i} data-skeleton="card">
                <Skeleton $height="64px" $width="64px" />
                <Skeleton $height="1.25rem" $width="70%" />
                <Skeleton $height="3rem" />
                <Skeleton $height="2.5rem" />
              </SkeletonCard>
            ))}
          </Grid>
        )}
        {isError && <ListState kind="error">{TOP_RATED_ERROR}</ListState>}
        {data && data.length === 0 && <ListState kind="empty">{TOP_RATED_EMPTY}</ListState>}
        {data && data.length > 0 && (
          <Grid>
            {data.map((casino) => (
              <li key={casino.id}>
                <CasinoCard casino={casino} />
              </li>
            ))}
          </Grid>
        )}
        <More>
          <Button as={Link} to="/compare" $variant="secondary" $size="lg">
            View All Top-Rated Casinos
          </Button>
        </More>
      </Container>
    </Section>
  );
}
