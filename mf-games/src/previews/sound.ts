/**
 * The preview's sound: a short soft tone at each cue of the scene (reel stop, card dealt, ball
 * landed, number called), made with the Web Audio API so no audio file is downloaded. The audio
 * context is created on the first cue after the visitor pressed play (a user gesture), and closed
 * on unmount.
 */
export interface PreviewSound {
  cue(frequency: number): void;
  close(): void;
}

type AudioContextConstructor = typeof AudioContext;

export function createPreviewSound(): PreviewSound {
  let context: AudioContext | null = null;
  const Ctor: AudioContextConstructor | undefined =
    typeof window !== 'undefined'
      ? (window.AudioContext ??
        // Safari before 14.1 only has the prefixed constructor.
        (window as unknown as { webkitAudioContext?: AudioContextConstructor }).webkitAudioContext)
      : undefined;
  return {
    cue(frequency) {
      if (!Ctor) return;
      try {
        context ??= new Ctor();
        const now = context.currentTime;
        const oscillator = context.createOscillator();
        const gain = context.createGain();
        oscillator.type = 'sine';
        oscillator.frequency.value = frequency;
        gain.gain.setValueAtTime(0.0001, now);
        gain.gain.exponentialRampToValueAtTime(0.05, now + 0.01);
        gain.gain.exponentialRampToValueAtTime(0.0001, now + 0.15);
        oscillator.connect(gain).connect(context.destination);
        oscillator.start(now);
        oscillator.stop(now + 0.16);
      } catch {
        // Sound is a nicety: a browser that refuses audio keeps the silent animation.
      }
    },
    close() {
      void context?.close().catch(() => undefined);
      context = null;
    },
  };
}
