import { useCallback, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled, { createGlobalStyle, StyleSheetManager } from 'styled-components';
import { paletteCss, theme } from '@sweepscout/kit';

const c = theme.colors;

const Frame = styled.iframe`
  display: block;
  /* The width is the viewport's: the border goes outside it. */
  box-sizing: content-box;
  height: 560px;
  border: 1px solid ${c.border};
  border-radius: ${theme.radius.md};
  background: ${c.bg};
`;

/** The page basics the shell gives the real site, for the preview's own document. */
const PreviewBase = createGlobalStyle`
  ${paletteCss()}
  *, *::before, *::after { box-sizing: border-box; }
  body {
    margin: 0;
    padding: ${theme.space(2)} 0;
    font-family: ${theme.font.body};
    background: ${c.bg};
    color: ${c.text};
    line-height: 1.55;
  }
  img { max-width: 100%; }
`;

interface PreviewViewportProps {
  /** The viewport width in CSS pixels (390 for a phone). */
  width: number;
  title: string;
  children: ReactNode;
}

/**
 * A real viewport of the given width for the preview. The public components lay themselves out
 * with viewport media queries (`@media (max-width: …)`), which a narrow div inside the admin's
 * wide window would never trigger; an iframe is its own viewport, so at 390 px its media queries
 * answer as a phone's do. The preview is still rendered by this React tree (a portal into the
 * iframe's document), so it keeps the store, router and federation of the admin, and
 * styled-components writes its styles into the iframe's head.
 */
export function PreviewViewport({ width, title, children }: PreviewViewportProps) {
  const [doc, setDoc] = useState<Document | null>(null);
  // The blank document exists as soon as the iframe is attached; `load` replaces it in some
  // browsers, so both are followed.
  const attach = useCallback((frame: HTMLIFrameElement | null) => {
    setDoc(frame?.contentDocument ?? null);
  }, []);
  return (
    <>
      <Frame
        ref={attach}
        onLoad={(event) => setDoc(event.currentTarget.contentDocument)}
        title={title}
        width={width}
        data-width={width}
        tabIndex={-1}
      />
      {doc?.body
        ? createPortal(
            <StyleSheetManager target={doc.head}>
              <PreviewBase />
              {/* It scrolls, but nothing in it can be focused or clicked. */}
              <div inert>{children}</div>
            </StyleSheetManager>,
            doc.body,
          )
        : null}
    </>
  );
}
