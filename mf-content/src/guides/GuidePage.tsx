import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { CardGrid, Container, Section, SectionTitle, Skeleton, theme } from '@sweepscout/kit';
import { formatLongDate } from '@sweepscout/shared';
import { useGetGuideBySlugQuery, useGetGuidesQuery } from '../api/contentApi';
import { GuideCard, minutesLabel } from '../common/cards';
import { Meta } from '../common/layout';
import { ErrorScreen } from '../common/ErrorScreen';
import { Prose } from '../common/Prose';
import { MESSAGES } from '../messages';

const c = theme.colors;

const MORE_GUIDES_COUNT = 3;

const Article = styled.article`
  max-width: 820px;
  margin: 0 auto;
`;

const Back = styled(Link)`
  display: inline-block;
  margin-bottom: ${theme.space(6)};
  color: ${c.primary};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

const Cover = styled.img`
  width: 100%;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border-radius: ${theme.radius.lg};
  display: block;
  margin-bottom: ${theme.space(6)};
`;

const Title = styled.h1`
  margin: 0 0 ${theme.space(3)};
  font-size: clamp(1.75rem, 4vw, 2.5rem);
  line-height: 1.2;
  color: ${c.text};
`;

const Lead = styled.p`
  font-size: 1.2rem;
  line-height: 1.6;
  color: ${c.textMuted};
  margin: 0 0 ${theme.space(4)};
`;

const Divider = styled.hr`
  border: none;
  border-top: 1px solid ${c.border};
  margin: ${theme.space(6)} 0 ${theme.space(8)};
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

/** /guides/{slug}: the guide, then More Guides; any failed answer is 'Guide Not Found'. */
export default function GuidePage() {
  const { slug = '' } = useParams();
  const { data: guide, isError, isLoading } = useGetGuideBySlugQuery(slug);

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
          {isLoading || !guide ? (
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
            <Article>
              <Back to="/guides">← Back to Guides</Back>
              {guide.imageUrl && <Cover src={guide.imageUrl} alt="" />}
              <Title>{guide.title}</Title>
              <Lead>{guide.excerpt}</Lead>
              <Meta>
                <span>By {guide.authorName}</span>
                <time dateTime={guide.publishDate}>{formatLongDate(guide.publishDate)}</time>
                <span>{minutesLabel(guide.minutesToRead)}</span>
              </Meta>
              <Divider />
              <Prose html={guide.content} />
            </Article>
          )}
        </Container>
      </Section>
      {guide && <MoreGuides currentSlug={guide.slug} />}
    </div>
  );
}
