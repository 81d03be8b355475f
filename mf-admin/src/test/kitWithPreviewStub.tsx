import type { ReactNode } from 'react';

/**
 * The kit with its remote loader replaced: jsdom cannot load federated modules, so the preview
 * shows the record it was handed (title as the page heading, body as HTML). Use as
 * `jest.mock('@sweepscout/kit', () => jest.requireActual('<this file>').kit)`.
 */
function RemoteSlot({ id, props }: { id: string; props?: Record<string, unknown> }): ReactNode {
  const record = (props?.guide ?? props?.review ?? props?.casino ?? {}) as {
    title?: string;
    name?: string;
    content?: string;
  };
  return (
    <article data-module={id}>
      <h1>{record.title ?? record.name}</h1>
      <div dangerouslySetInnerHTML={{ __html: record.content ?? '' }} />
    </article>
  );
}

export const kit = { ...jest.requireActual<object>('@sweepscout/kit'), RemoteSlot };
