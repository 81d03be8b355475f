import { useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { GlossaryTerm, theme } from '@sweepscout/kit';

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
  li > p {
    margin: 0;
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

/** A glossary term marked in the HTML (`<span data-glossary-term="key">words</span>`). */
interface MarkedTerm {
  element: HTMLElement;
  key: string;
  words: string;
}

/**
 * Review, guide and legal HTML. The server sanitises it before storing and again before serving
 * (api/src/features/content-html), so it is rendered as is inside this styled container. Glossary
 * terms the editor marked become the kit's GlossaryTerm (highlight and tooltip for first-time
 * visitors), rendered into their own span so the rest of the HTML stays as served.
 */
export function Prose({ html, className }: { html: string; className?: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [terms, setTerms] = useState<MarkedTerm[]>([]);
  // Each span's words, read once: the span is emptied for the component rendered into it.
  const wordsOf = useRef(new WeakMap<HTMLElement, string>());
  useLayoutEffect(() => {
    const marked = [...(box.current?.querySelectorAll<HTMLElement>('[data-glossary-term]') ?? [])];
    setTerms(
      marked.map((element) => {
        const words = wordsOf.current.get(element) ?? element.textContent ?? '';
        wordsOf.current.set(element, words);
        element.textContent = '';
        return { element, key: element.dataset.glossaryTerm ?? '', words };
      }),
    );
  }, [html]);
  return (
    <>
      <ProseBox
        ref={box}
        className={className}
        data-testid="prose"
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {terms.map(({ element, key, words }, index) =>
        createPortal(
          <GlossaryTerm termKey={key}>{words}</GlossaryTerm>,
          element,
          `${index}-${key}`,
        ),
      )}
    </>
  );
}
