import { Component, Suspense, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, theme } from '@sweepscout/kit';
import { publicComponent, type PreviewModuleId } from './loadPublicComponent';
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

class PreviewBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? (
      <p role="status">The preview is not available right now.</p>
    ) : (
      this.props.children
    );
  }
}

interface LivePreviewProps {
  /** The public page module that renders the record. */
  module: PreviewModuleId;
  /** The prop name the module takes the record under ('guide', 'review'). */
  prop: string;
  /** The unsaved record as the public page expects it. */
  record: Record<string, unknown> & { content: string };
}

/**
 * The unsaved record rendered by the public page's own component (mounted through federation), at
 * phone or desktop width, following every keystroke. The body is shown sanitised by the server.
 */
export function LivePreview({ module, prop, record }: LivePreviewProps) {
  const [width, setWidth] = useState<Width>('Desktop');
  const content = useSanitizedHtml(record.content);
  const Page = publicComponent(module);
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
          <PreviewBoundary>
            <Suspense fallback={<p role="status">Loading preview...</p>}>
              <Page {...{ [prop]: { ...record, content } }} />
            </Suspense>
          </PreviewBoundary>
        </Frame>
      </Scroll>
    </section>
  );
}
