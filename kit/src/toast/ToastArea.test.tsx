/** @jest-environment jsdom */
import { act, fireEvent, render } from '@testing-library/react';
import ToastArea from './ToastArea';
import { getToasts, removeToast, toast } from './toastStore';

// The toast the newsletter shows for a bad address (the texts the end-to-end tests see).
const invalidEmail = () =>
  act(() => {
    toast({
      title: 'Invalid email',
      description: 'Please enter a valid email address.',
      variant: 'destructive',
    });
  });

const viewport = () => document.querySelector('[aria-label="Notifications (F8)"]') as HTMLElement;
const toasts = () => [...viewport().querySelectorAll('li')];

beforeAll(() => {
  // jsdom has no PointerEvent (a plain Event would drop clientX) and no pointer capture, which
  // Radix takes while a swipe moves.
  class PointerEvent extends MouseEvent {
    pointerId: number;
    pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 0;
      this.pointerType = init.pointerType ?? 'mouse';
    }
  }
  window.PointerEvent ??= PointerEvent as typeof window.PointerEvent;
  Object.assign(Element.prototype, {
    setPointerCapture: () => undefined,
    releasePointerCapture: () => undefined,
    hasPointerCapture: () => false,
  });
});

beforeEach(() => jest.useFakeTimers());

afterEach(() => {
  for (const t of getToasts()) act(() => removeToast(t.id));
  jest.useRealTimers();
});

/** A mouse drag over the toast from x = `from` through each of `through`, then released. */
function drag(target: HTMLElement, from: number, through: number[]) {
  const at = (clientX: number) => ({ clientX, clientY: 10, button: 0, pointerId: 1 });
  fireEvent.pointerDown(target, at(from));
  for (const x of through) fireEvent.pointerMove(target, { ...at(x), pointerType: 'mouse' });
  fireEvent.pointerUp(target, at(through.at(-1) ?? from));
}

describe('ToastArea', () => {
  it('shows one toast at a time, destructive, closed by its Close button; F8 focuses the area', () => {
    render(<ToastArea />);
    invalidEmail();
    expect(toasts()).toHaveLength(1);
    expect(toasts()[0].textContent).toContain('Invalid email');
    expect(toasts()[0].textContent).toContain('Please enter a valid email address.');
    expect(toasts()[0].getAttribute('data-variant')).toBe('destructive');

    invalidEmail();
    expect(toasts()).toHaveLength(1);

    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    expect(document.activeElement).toBe(document.querySelector('[data-toast-viewport]'));

    fireEvent.click(toasts()[0].querySelector('[aria-label="Close"]') as HTMLElement);
    expect(toasts()).toHaveLength(0);
  });

  it('disappears after 5000 ms', () => {
    render(<ToastArea />);
    invalidEmail();
    act(() => jest.advanceTimersByTime(4999));
    expect(toasts()).toHaveLength(1);
    act(() => jest.advanceTimersByTime(1));
    expect(toasts()).toHaveLength(0);
  });

  it('snaps back from a 30 px swipe right; a 120 px one dismisses it', () => {
    render(<ToastArea />);
    invalidEmail();
    drag(toasts()[0], 40, [55, 70]);
    expect(toasts()).toHaveLength(1);
    expect(toasts()[0].getAttribute('data-swipe')).toBe('cancel');
    drag(toasts()[0], 40, [100, 160]);
    expect(toasts()).toHaveLength(0);
  });
});
