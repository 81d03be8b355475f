import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createBaseApiStore } from '@sweepscout/kit/testing';
import { DEFAULT_RATING_WEIGHTS } from '@sweepscout/shared';
import { WeightsForm } from './RatingMethodScreen';

function renderForm(canManage = true) {
  const store = createBaseApiStore();
  const calls: { url: string; body: unknown }[] = [];
  globalThis.fetch = jest.fn(async (url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as { weights: unknown };
    calls.push({ url, body });
    const answer = JSON.stringify({ weights: body.weights, updatedAt: 'now' });
    return { ok: true, status: 200, statusText: '', text: async () => answer };
  }) as unknown as typeof fetch;
  render(
    <Provider store={store}>
      <WeightsForm
        method={{ weights: DEFAULT_RATING_WEIGHTS, updatedAt: null }}
        canManage={canManage}
      />
    </Provider>,
  );
  return calls;
}

describe('the rating weights form', () => {
  it('shows the running total and refuses weights that do not add up to 100, sending nothing', async () => {
    const calls = renderForm();
    expect(screen.getByText(/Total: 100%/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Bonuses and value/), { target: { value: '30' } });
    expect(screen.getByText('Total: 110% (the weights must add up to 100)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save weights' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The weights must add up to 100');
    expect(calls).toEqual([]);
  });

  it('saves weights that add up to 100', async () => {
    const calls = renderForm();
    fireEvent.change(screen.getByLabelText(/^Bonuses and value/), { target: { value: '30' } });
    fireEvent.change(screen.getByLabelText(/^Trust and licensing/), { target: { value: '15' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save weights' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].url).toBe('/api/admin/rating-method');
    expect(calls[0].body).toEqual({
      weights: { ...DEFAULT_RATING_WEIGHTS, bonuses: 30, trust: 15 },
      updatedAt: null,
    });
  });

  it('a user without the permission reads the weights but cannot change them', () => {
    renderForm(false);
    expect(screen.queryByRole('button', { name: 'Save weights' })).toBeNull();
    expect((screen.getByLabelText(/^Support/) as HTMLInputElement).disabled).toBe(true);
  });
});
