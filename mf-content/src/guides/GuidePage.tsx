import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  CardGrid,
  Container,
  Section,
  SectionTitle,
  Skeleton,
  type PageLoader,
} from '@sweepscout/kit';
import { contentApi, useGetGuideBySlugQuery, useGetGuidesQuery } from '../api/contentApi';
import { GuideCard } from '../common/cards';
import { ErrorScreen } from '../common/ErrorScreen';
import { authorsApi } from '../authors/authorsApi';
import { useBylineAuthorsLoading } from '../authors/Byline';
import { GuideArticle } from './GuideArticle';
import { MESSAGES } from '../messages';

const MORE_GUIDES_COUNT = 3;

const Article = styled.article`
  max-width: 820px;
  margin: 0 auto;
`;

function MoreGuides({ currentSlug }: { currentSlug: string }) {
  const { data: guides } = useGetGuidesQuery();
  const others = (guides ?? []).filter((g) => g.slug !== currentSlug).slice(0, MORE_GUIDES_COUNT);
  if (others.length === 0) return null;
  return (
    <Section aria-labelledby="more-guides-title">
      <Container>
        <SectionTitle id="more-guides-title">More Guides</SectionTitle>
        <CardGrid>
          {others.map((guide) => (
            <GuideCard key={guide.id} guide={guide} />
          ))}
        </CardGrid>
      </Container>
    </Section>
  );
}

/** The guide and the list More Guides picks from, started by the site server (server rendering). */
export const loader: PageLoader = ({ params, dispatch }) => {
  void dispatch(contentApi.endpoints.getGuideBySlug.initiate(params.slug ?? ''));
  void dispatch(contentApi.endpoints.getGuides.initiate());
  void dispatch(authorsApi.endpoints.getAuthors.initiate());
};

/** /guides/{slug}: the guide, then More Guides; any failed answer is 'Guide Not Found'. */
export default function GuidePage() {
  const { slug = '' } = useParams();
  const { data: guide, isError, isLoading } = useGetGuideBySlugQuery(slug);
  const authorsLoading = useBylineAuthorsLoading();

  if (isError) {
    return (
      <ErrorScreen
        page="guide"
        title={MESSAGES.guideNotFoundTitle}
        text={MESSAGES.guideNotFoundText}
        backTo="/guides"
        backLabel="Back to Guides"
      />
    );
  }

  return (
    <div data-remote="content" data-page="guide">
      <Section>
        <Container>
          {isLoading || !guide || authorsLoading ? (
            <Article aria-busy="true" aria-label="Loading guide">
              <Skeleton $height="360px" />
              <br />
              <Skeleton $height="2.5rem" $width="70%" />
              <br />
              <Skeleton $height="1rem" />
              <br />
              <Skeleton $height="1rem" $width="80%" />
            </Article>
          ) : (
            <GuideArticle guide={guide} />
          )}
        </Container>
      </Section>
      {guide && !authorsLoading && <MoreGuides currentSlug={guide.slug} />}
    </div>
  );
}
