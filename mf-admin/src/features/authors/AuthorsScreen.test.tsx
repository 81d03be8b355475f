import { render, screen, within } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { Provider } from 'react-redux';
import { createBaseApiStore } from '@sweepscout/kit/testing';
import type { StaffAccountOption } from '@sweepscout/shared';
import { StaffAccountField } from './AuthorsScreen';

const ACCOUNTS: StaffAccountOption[] = [
  { id: 'a'.repeat(24), username: 'admin', role: 'admin' },
  { id: 'b'.repeat(24), username: 'megan', role: 'editor' },
];

function Picker({ current }: { current: string }) {
  const { register } = useForm({ defaultValues: { staffUserId: current } });
  return <StaffAccountField registration={register('staffUserId')} current={current} />;
}

function renderPicker(current = '') {
  const store = createBaseApiStore();
  const urls: string[] = [];
  globalThis.fetch = jest.fn(async (url: string) => {
    urls.push(url);
    const answer = JSON.stringify(ACCOUNTS);
    return { ok: true, status: 200, statusText: '', text: async () => answer };
  }) as unknown as typeof fetch;
  render(
    <Provider store={store}>
      <Picker current={current} />
    </Provider>,
  );
  return urls;
}

const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe("the author form's staff account picker", () => {
  it('is a labelled choice of the staff accounts, by username and role, or none', async () => {
    const urls = renderPicker();
    await screen.findByRole('option', { name: 'megan (editor)' });
    const select = screen.getByLabelText('Staff Account') as HTMLSelectElement;
    expect(select.tagName).toBe('SELECT');
    expect(urls).toEqual(['/api/admin/authors/staff-accounts']);
    expect(optionTexts(select)).toEqual([
      'Not linked to a staff account',
      'admin (admin)',
      'megan (editor)',
    ]);
    expect(select.value).toBe('');
  });

  it('opens on the linked account', async () => {
    renderPicker('b'.repeat(24));
    await screen.findByRole('option', { name: 'megan (editor)' });
    expect((screen.getByLabelText('Staff Account') as HTMLSelectElement).value).toBe(
      'b'.repeat(24),
    );
  });

  it('shows a link to an account that no longer exists as such', async () => {
    renderPicker('c'.repeat(24));
    await screen.findByRole('option', { name: 'An account that no longer exists' });
    const select = screen.getByLabelText('Staff Account') as HTMLSelectElement;
    expect(select.value).toBe('c'.repeat(24));
    expect(optionTexts(select)).toHaveLength(4);
  });
});
