import { useState } from 'react';
import type { Guide, Review } from '@sweepscout/shared';
import styled from 'styled-components';
import { Button, RemoteSlot, theme } from '@sweepscout/kit';
import { useSanitizedHtml } from './useSanitizedHtml';

const c = theme.colors;

const WIDTHS = { Phone: 375, Desktop: 1024 } as const;
type Width = keyof typeof WIDTHS;

const Frame = styled.div<{ $width: number }>`
  width: ${({ $width }) => $width}px;
  max-width: none;
  border: 1px solid ${c.border};
  border-radius: ${theme.radius.md};
  background: ${c.surface};
  padding: ${theme.space(2)} 0;
  pointer-events: none;
`;

const Scroll = styled.div`
  overflow: auto;
  max-height: 520px;
  margin-top: ${theme.space(3)};
`;

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space(2)};
  h3 {
    margin: 0 auto 0 0;
    font-size: 1rem;
  }
`;

/** The unsaved record, as the public page module that renders it takes it. */
export type PreviewRecord =
  | { module: 'content/GuideArticle'; guide: Guide }
  | { module: 'content/ReviewArticle'; review: Review };

const unavailable = () => <p role="status">The preview is not available right now.</p>;
const loading = <p role="status">Loading preview...</p>;

/**
 * The unsaved record rendered by the public page's own component (mounted through federation), at
 * phone or desktop width, following every keystroke. The body is shown sanitised by the server.
 */
export function LivePreview({ preview }: { preview: PreviewRecord }) {
  const [width, setWidth] = useState<Width>('Desktop');
  const source = preview.module === 'content/GuideArticle' ? preview.guide : preview.review;
  const content = useSanitizedHtml(source.content);
  return (
    <section aria-label="Live preview" data-testid="live-preview">
      <Bar>
        <h3>Live preview</h3>
        {(Object.keys(WIDTHS) as Width[]).map((name) => (
          <Button
            key={name}
            type="button"
            $size="sm"
            $variant={width === name ? 'primary' : 'secondary'}
            aria-pressed={width === name}
            onClick={() => setWidth(name)}
          >
            {name}
          </Button>
        ))}
      </Bar>
      <Scroll>
        <Frame $width={WIDTHS[width]} data-width={WIDTHS[width]} inert>
          {/* Mounted by the kit's one remote loader, as the public page itself is. */}
          {preview.module === 'content/GuideArticle' ? (
            <RemoteSlot
              id="content/GuideArticle"
              props={{ guide: { ...preview.guide, content } }}
              loading={loading}
              fallback={unavailable}
            />
          ) : (
            <RemoteSlot
              id="content/ReviewArticle"
              props={{ review: { ...preview.review, content } }}
              loading={loading}
              fallback={unavailable}
            />
          )}
        </Frame>
      </Scroll>
    </section>
  );
}
