import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { theme } from '@sweepscout/kit';
import { formatLongDate, type Guide } from '@sweepscout/shared';
import { Byline, ChangeNotes } from '../authors/Byline';
import { minutesLabel } from '../common/cards';
import { Meta } from '../common/layout';
import { Prose } from '../common/Prose';

const c = theme.colors;

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

/**
 * The guide itself as /guides/{slug} shows it, from the record alone: the public page renders it
 * with the saved guide, the admin's live preview with the unsaved one (exposed as
 * content/GuideArticle).
 */
export default function GuideArticle({ guide }: { guide: Guide }) {
  return (
    <Article>
      <Back to="/guides">← Back to Guides</Back>
      {guide.imageUrl && <Cover src={guide.imageUrl} alt="" />}
      <Title>{guide.title}</Title>
      <Lead>{guide.excerpt}</Lead>
      <Meta>
        <time dateTime={guide.publishDate}>{formatLongDate(guide.publishDate)}</time>
        <span>{minutesLabel(guide.minutesToRead)}</span>
      </Meta>
      <Byline article={guide} />
      <Divider />
      <Prose html={guide.content} />
      <ChangeNotes notes={guide.changeNotes} title="Updates to this guide" />
    </Article>
  );
}

export { GuideArticle };
