/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Toaster } from './Toaster';
import { getToasts, removeToast, toast } from './toastStore';

afterEach(() => {
  for (const t of getToasts()) act(() => removeToast(t.id));
});

describe('Toaster', () => {
  it('draws nothing (and loads no Radix) until the first toast', () => {
    const { container } = render(<Toaster />);
    expect(container.innerHTML).toBe('');
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('renders one toast with title, description, variant and a working action', async () => {
    const onClick = jest.fn();
    render(<Toaster />);
    act(() => {
      toast({ title: 'First', description: 'Gone soon' });
      toast({ title: 'Saved', description: 'All good', action: { label: 'Undo', onClick } });
    });
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(screen.queryByText('First')).toBeNull();
    expect(screen.getByText('All good')).toBeTruthy();
    expect(document.querySelector('[data-variant="default"]')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('marks destructive toasts and labels the viewport with its F8 hotkey', async () => {
    render(<Toaster />);
    act(() => {
      toast({
        title: 'Subscription failed',
        description: 'Please try again later.',
        variant: 'destructive',
      });
    });
    await screen.findByText('Subscription failed');
    expect(document.querySelector('[data-variant="destructive"]')?.textContent).toContain(
      'Subscription failed',
    );
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toBeTruthy();
  });
});
