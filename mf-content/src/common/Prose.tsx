import styled from 'styled-components';
import { theme } from '@sweepscout/kit';

const c = theme.colors;

const ProseBox = styled.div`
  color: ${c.text};
  font-size: 1.0625rem;
  line-height: 1.75;
  overflow-wrap: anywhere;
  h2,
  h3,
  h4 {
    line-height: 1.3;
    margin: 1.8em 0 0.6em;
  }
  h2 {
    font-size: 1.5rem;
  }
  h3 {
    font-size: 1.25rem;
  }
  p,
  ul,
  ol,
  blockquote,
  table,
  figure {
    margin: 0 0 1.1em;
  }
  ul,
  ol {
    padding-left: 1.4em;
  }
  li + li {
    margin-top: 0.35em;
  }
  a {
    color: ${c.primary};
    text-decoration: underline;
    text-underline-offset: 2px;
  }
  a:focus-visible {
    outline: 3px solid ${c.focus};
    outline-offset: 2px;
  }
  img {
    max-width: 100%;
    height: auto;
    border-radius: ${theme.radius.md};
  }
  blockquote {
    border-left: 4px solid ${c.primary};
    padding: 0.2em 0 0.2em 1em;
    color: ${c.textMuted};
  }
  table {
    width: 100%;
    border-collapse: collapse;
    display: block;
    overflow-x: auto;
  }
  th,
  td {
    border: 1px solid ${c.border};
    padding: 0.5em 0.75em;
    text-align: left;
  }
  code {
    font-family: ${theme.font.mono};
    font-size: 0.9em;
    background: ${c.surface};
    padding: 0.1em 0.3em;
    border-radius: 4px;
  }
  > :first-child {
    margin-top: 0;
  }
`;

/**
 * Review, guide and legal HTML. The server sanitises it before storing and again before serving
 * (api/src/features/content-html), so it is rendered as is inside this styled container.
 */
export function Prose({ html, className }: { html: string; className?: string }) {
  return (
    <ProseBox
      className={className}
      data-testid="prose"
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
