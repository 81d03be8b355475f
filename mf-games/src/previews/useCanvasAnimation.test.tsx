import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { useCanvasAnimation } from './useCanvasAnimation';

type FrameCallback = (now: number) => void;

let frames: Map<number, FrameCallback>;
let nextId: number;
let observerCallback: IntersectionObserverCallback | null;
let disconnected: boolean;
const draw = jest.fn();

function runFrame(now: number) {
  const pending = [...frames.entries()];
  frames.clear();
  for (const [, callback] of pending) callback(now);
}

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

/** Delivers one observer callback carrying these changes of the canvas, oldest first. */
function intersect(...changes: boolean[]) {
  act(() =>
    observerCallback?.(
      changes.map((isIntersecting) => ({ isIntersecting }) as IntersectionObserverEntry),
      {} as IntersectionObserver,
    ),
  );
}

beforeEach(() => {
  frames = new Map();
  nextId = 1;
  observerCallback = null;
  disconnected = false;
  draw.mockReset();
  setVisibility('visible');
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    const id = nextId++;
    frames.set(id, callback);
    return id;
  });
  jest.spyOn(window, 'cancelAnimationFrame').mockImplementation((id) => {
    frames.delete(id);
  });
  jest
    .spyOn(HTMLCanvasElement.prototype, 'getContext')
    .mockImplementation(() => ({}) as unknown as CanvasRenderingContext2D);
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
    constructor(callback: IntersectionObserverCallback) {
      observerCallback = callback;
    }
    observe() {}
    disconnect() {
      disconnected = true;
    }
  };
});

afterEach(() => jest.restoreAllMocks());

function Harness({ animate = true }: { animate?: boolean }) {
  const ref = useRef<HTMLCanvasElement>(null);
  useCanvasAnimation(ref, { draw, animate, stillAt: 1234, width: 600, height: 400 });
  return <canvas ref={ref} data-testid="canvas" />;
}

describe('useCanvasAnimation', () => {
  it('draws on every animation frame with a clock that advances by the frame time', () => {
    const { getByTestId } = render(<Harness />);
    const canvas = getByTestId('canvas') as HTMLCanvasElement;
    expect(canvas.width).toBe(600);
    expect(canvas.height).toBe(400);
    expect(canvas.getAttribute('data-animating')).toBe('true');
    runFrame(1000);
    runFrame(1016);
    runFrame(1032);
    expect(draw.mock.calls.map((call) => call[1])).toEqual([0, 16, 32]);
  });

  it('pauses off screen and in a hidden tab, and resumes without skipping ahead', () => {
    const { getByTestId } = render(<Harness />);
    const canvas = getByTestId('canvas');
    runFrame(0);
    runFrame(16);
    intersect(false);
    expect(canvas.getAttribute('data-animating')).toBe('false');
    expect(frames.size).toBe(0);
    intersect(true);
    runFrame(5000);
    runFrame(5016);
    expect(draw.mock.calls.map((call) => call[1])).toEqual([0, 16, 16, 32]);
    act(() => setVisibility('hidden'));
    expect(frames.size).toBe(0);
    expect(canvas.getAttribute('data-animating')).toBe('false');
    act(() => setVisibility('visible'));
    expect(frames.size).toBe(1);
  });

  it('follows the latest change when one late callback carries on screen then off screen', () => {
    const { getByTestId } = render(<Harness />);
    const canvas = getByTestId('canvas');
    intersect(true, false);
    expect(canvas.getAttribute('data-animating')).toBe('false');
    expect(frames.size).toBe(0);
    intersect(false, true);
    expect(canvas.getAttribute('data-animating')).toBe('true');
    expect(frames.size).toBe(1);
  });

  it('draws one still frame and runs no loop when motion is reduced', () => {
    render(<Harness animate={false} />);
    expect(draw).toHaveBeenCalledTimes(1);
    expect(draw.mock.calls[0][1]).toBe(1234);
    expect(frames.size).toBe(0);
  });

  it('cancels the frame, disconnects and releases the canvas on unmount', () => {
    const { getByTestId, unmount } = render(<Harness />);
    const canvas = getByTestId('canvas') as HTMLCanvasElement;
    expect(frames.size).toBe(1);
    unmount();
    expect(frames.size).toBe(0);
    expect(disconnected).toBe(true);
    expect(canvas.width).toBe(0);
    expect(canvas.height).toBe(0);
  });
});
