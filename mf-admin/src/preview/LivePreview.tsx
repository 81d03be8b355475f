import { useState } from 'react';
import type { Casino, Guide, Review } from '@sweepscout/shared';
import styled from 'styled-components';
import { Button, RemoteSlot, theme } from '@sweepscout/kit';
import { PreviewViewport } from './PreviewViewport';
import { useSanitizedHtml } from './useSanitizedHtml';

/** Phone: the CSS width of a current iPhone; desktop: a small laptop window. */
const WIDTHS = { Phone: 390, Desktop: 1024 } as const;
type Width = keyof typeof WIDTHS;

const Scroll = styled.div`
  overflow: auto;
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
  | { module: 'content/ReviewArticle'; review: Review }
  | { module: 'catalog/CasinoArticle'; casino: Casino };

const unavailable = () => <p role="status">The preview is not available right now.</p>;
const loading = <p role="status">Loading preview...</p>;

/** The public page module with the unsaved record; article bodies as the server sanitises them. */
function PreviewModule({ preview }: { preview: PreviewRecord }) {
  const body =
    preview.module === 'content/GuideArticle'
      ? preview.guide.content
      : preview.module === 'content/ReviewArticle'
        ? preview.review.content
        : '';
  const content = useSanitizedHtml(body);
  // Mounted by the kit's one remote loader, as the public page itself is.
  switch (preview.module) {
    case 'content/GuideArticle':
      return (
        <RemoteSlot
          id="content/GuideArticle"
          props={{ guide: { ...preview.guide, content } }}
          loading={loading}
          fallback={unavailable}
        />
      );
    case 'content/ReviewArticle':
      return (
        <RemoteSlot
          id="content/ReviewArticle"
          props={{ review: { ...preview.review, content } }}
          loading={loading}
          fallback={unavailable}
        />
      );
    default:
      return (
        <RemoteSlot
          id="catalog/CasinoArticle"
          props={{ casino: preview.casino }}
          loading={loading}
          fallback={unavailable}
        />
      );
  }
}

/**
 * The unsaved record rendered by the public page's own component (mounted through federation), in
 * a phone-wide or desktop-wide viewport, following every keystroke.
 */
export function LivePreview({ preview }: { preview: PreviewRecord }) {
  const [width, setWidth] = useState<Width>('Desktop');
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
        <PreviewViewport width={WIDTHS[width]} title={`Live preview, ${width.toLowerCase()} width`}>
          <PreviewModule preview={preview} />
        </PreviewViewport>
      </Scroll>
    </section>
  );
}
