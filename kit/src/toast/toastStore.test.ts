import {
  dismissToast,
  getToasts,
  removeToast,
  toast,
  TOAST_DURATION_MS,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  TOAST_SWIPE_THRESHOLD_PX,
} from './toastStore';

afterEach(() => {
  for (const t of getToasts()) removeToast(t.id);
});

describe('toast store', () => {
  it('keeps its limits', () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_DURATION_MS).toBe(5000);
    expect(TOAST_SWIPE_THRESHOLD_PX).toBe(50);
    expect(TOAST_REMOVE_DELAY_MS).toBe(1_000_000);
  });

  it('shows at most one toast: a new one replaces the old', () => {
    toast({ title: 'First' });
    const second = toast({ title: 'Second', variant: 'destructive', description: 'Details' });
    expect(getToasts()).toHaveLength(1);
    expect(getToasts()[0]).toMatchObject({
      id: second.id,
      title: 'Second',
      variant: 'destructive',
      open: true,
    });
  });

  it('dismiss closes, then removes after the removal delay', () => {
    jest.useFakeTimers();
    const shown = toast({ title: 'Bye', action: { label: 'Undo', onClick: () => undefined } });
    shown.dismiss();
    expect(getToasts()[0]).toMatchObject({ id: shown.id, open: false });
    jest.advanceTimersByTime(TOAST_REMOVE_DELAY_MS);
    expect(getToasts()).toHaveLength(0);
    jest.useRealTimers();
  });

  it('dismissToast() without an id closes every toast', () => {
    toast({ title: 'One' });
    dismissToast();
    expect(getToasts().every((t) => !t.open)).toBe(true);
  });
});
