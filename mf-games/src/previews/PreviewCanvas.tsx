import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { PREVIEW_CANVAS } from '@sweepscout/shared';
import { drawScene, STILL_FRAME_MS } from './drawScene';
import { CUE_FREQUENCY, sceneCueCount, type SceneKind } from './sceneMath';
import { createPreviewSound } from './sound';
import { useCanvasAnimation } from './useCanvasAnimation';
import { useLatestRef } from '../common/useLatestRef';

const Canvas = styled.canvas`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: contain;
`;

/** The 600 × 400 animation of one game, with a soft sound at each cue unless muted. */
export function PreviewCanvas({
  kind,
  name,
  muted,
  animate,
}: {
  kind: SceneKind;
  name: string;
  muted: boolean;
  animate: boolean;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const soundRef = useRef(createPreviewSound());
  const lastCue = useRef<number | null>(null);
  const mutedRef = useLatestRef(muted);
  useEffect(() => {
    const sound = soundRef.current;
    return () => sound.close();
  }, []);

  useCanvasAnimation(canvasRef, {
    draw: (ctx, t) => drawScene(ctx, kind, t, name),
    animate,
    stillAt: STILL_FRAME_MS[kind],
    width: PREVIEW_CANVAS.width,
    height: PREVIEW_CANVAS.height,
    onFrame: (t) => {
      const cue = sceneCueCount(kind, t);
      if (lastCue.current !== null && cue > lastCue.current && !mutedRef.current) {
        soundRef.current.cue(CUE_FREQUENCY[kind]);
      }
      lastCue.current = cue;
    },
  });

  return (
    <Canvas
      ref={canvasRef}
      width={PREVIEW_CANVAS.width}
      height={PREVIEW_CANVAS.height}
      role="img"
      aria-label={`Animated preview of ${name}`}
      data-testid="preview-canvas"
      data-scene={kind}
    />
  );
}
