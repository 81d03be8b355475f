import { useEffect, type RefObject } from 'react';
import { useLatestRef } from '../common/useLatestRef';

export interface CanvasAnimationOptions {
  /** Draws one frame for `t` ms of animation time. */
  draw: (ctx: CanvasRenderingContext2D, t: number) => void;
  /** False draws a single still frame at `stillAt` and runs no loop (reduced motion). */
  animate: boolean;
  stillAt: number;
  /** The canvas size in pixels (set when the animation starts, released to 0 × 0 when it ends). */
  width: number;
  height: number;
  /** Called when the animation starts or stops running (for cues and test hooks). */
  onFrame?: (t: number) => void;
}

/**
 * Runs a canvas animation on requestAnimationFrame, at the display's rate. It runs only while the
 * canvas is on screen (IntersectionObserver) and the tab is visible (visibilitychange); the
 * animation clock stops while paused, so it resumes where it left off. On unmount it cancels the
 * frame, disconnects the observers, drops the context and releases the canvas memory (width 0).
 * The canvas carries data-animating="true|false" so its state can be checked from outside.
 */
export function useCanvasAnimation(
  canvasRef: RefObject<HTMLCanvasElement | null>,
  { draw, animate, stillAt, onFrame, width, height }: CanvasAnimationOptions,
): void {
  const drawRef = useLatestRef(draw);
  const frameRef = useLatestRef(onFrame);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return undefined;
    canvas.width = width;
    canvas.height = height;
    let ctx: CanvasRenderingContext2D | null = canvas.getContext('2d');
    if (!ctx) return undefined;

    let raf = 0;
    let elapsed = 0;
    let last: number | null = null;
    let onScreen = true;
    let tabVisible = document.visibilityState !== 'hidden';

    const setAnimating = (value: boolean) => canvas.setAttribute('data-animating', String(value));

    const frame = (now: number) => {
      if (!ctx) return;
      if (last !== null) elapsed += Math.min(now - last, 100); // a long stall does not skip ahead
      last = now;
      drawRef.current(ctx, elapsed);
      frameRef.current?.(elapsed);
      raf = window.requestAnimationFrame(frame);
    };

    const update = () => {
      const shouldRun = animate && onScreen && tabVisible;
      if (shouldRun && raf === 0) {
        last = null;
        raf = window.requestAnimationFrame(frame);
      } else if (!shouldRun && raf !== 0) {
        window.cancelAnimationFrame(raf);
        raf = 0;
      }
      setAnimating(shouldRun);
    };

    if (!animate) drawRef.current(ctx, stillAt);

    const observer =
      typeof IntersectionObserver === 'function'
        ? new IntersectionObserver((entries) => {
            // One target, but a late callback can carry several of its changes (on screen, then
            // off after a scroll): the last one is the current state.
            const latest = entries[entries.length - 1];
            if (latest) onScreen = latest.isIntersecting;
            update();
          })
        : null;
    observer?.observe(canvas);
    const onVisibility = () => {
      tabVisible = document.visibilityState !== 'hidden';
      update();
    };
    document.addEventListener('visibilitychange', onVisibility);
    update();

    return () => {
      if (raf !== 0) window.cancelAnimationFrame(raf);
      raf = 0;
      observer?.disconnect();
      document.removeEventListener('visibilitychange', onVisibility);
      setAnimating(false);
      ctx = null;
      // Free the backing store now rather than at garbage collection.
      canvas.width = 0;
      canvas.height = 0;
    };
  }, [canvasRef, animate, stillAt, width, height, drawRef, frameRef]);
}
