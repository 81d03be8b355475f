import { useEffect, useState } from 'react';
import { apiRequest } from '@sweepscout/kit';

const DELAY_MS = 250;

/**
 * The body as the public page would show it: sanitised by the server's own sanitiser, asked once
 * typing pauses. Until the first answer nothing is shown (never the raw, unsanitised text).
 */
export function useSanitizedHtml(html: string): string {
  const [clean, setClean] = useState('');
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      apiRequest<{ html: string }>('/api/admin/preview/html', {
        method: 'POST',
        body: { html },
        signal: controller.signal,
      })
        .then((answer) => setClean(answer.html))
        .catch(() => undefined);
    }, DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [html]);
  return clean;
}
