import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createBaseApiStore } from '@sweepscout/kit/testing';
import { StatePreviewPanel } from './StatePreviewPanel';

type Answer = { state: string | null; expiresAt?: string };

/**
 * The panel with the real store; the server's answers: `current` for GET (the preview this
 * browser's cookie carries), and POST answers the state it was sent, or null for 'all'.
 */
function renderPanel(current: Answer) {
  const store = createBaseApiStore();
  const calls: string[] = [];
  let finishPost: () => void = () => {};
  globalThis.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const body = init?.body ? (JSON.parse(String(init.body)) as { state: string }) : null;
    calls.push(`${method} ${url}${body ? ` ${body.state}` : ''}`);
    if (body) await new Promise<void>((resolve) => (finishPost = resolve));
    const answer: Answer = body ? { state: body.state === 'all' ? null : body.state } : current;
    const text = JSON.stringify(answer);
    return { ok: true, status: 200, statusText: '', text: async () => text } as Response;
  }) as unknown as typeof fetch;
  render(
    <Provider store={store}>
      <StatePreviewPanel />
    </Provider>,
  );
  return { calls, finishPost: () => finishPost() };
}

const status = () => screen.getByRole('status').textContent ?? '';

describe('the state preview panel', () => {
  it('opens on the preview this browser is already in, asked from the server', async () => {
    const { calls } = renderPanel({ state: 'CA', expiresAt: '2026-11-27T12:00:00.000Z' });
    expect(status()).toBe('Checking whether this browser is in a preview…');
    await screen.findByText(/This browser now sees the public site as a visitor from California/);
    expect(calls).toEqual(['GET /api/admin/preview/state']);
  });

  it("says staff see their own state's pages only once the server has ended the preview", async () => {
    const { calls, finishPost } = renderPanel({ state: 'CA' });
    await screen.findByText(/as a visitor from California/);
    fireEvent.click(screen.getByRole('button', { name: 'End preview' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(status()).toMatch(/as a visitor from California/);
    finishPost();
    await screen.findByText(/Pages open in this browser as your own state choice shows them/);
    expect(calls).toEqual(['GET /api/admin/preview/state', 'POST /api/admin/preview/state all']);
  });
});
