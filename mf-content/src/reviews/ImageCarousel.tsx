import { useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { theme } from '@sweepscout/kit';
import { MESSAGES } from '../messages';

const c = theme.colors;

const Region = styled.div`
  position: relative;
  border-radius: ${theme.radius.lg};
  overflow: hidden;
  background: #0b0d14;
  &:focus-visible {
    outline: 3px solid ${c.focus};
    outline-offset: 3px;
  }
`;

const Slide = styled.div`
  aspect-ratio: 16 / 9;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
`;

const Arrow = styled.button<{ $side: 'left' | 'right' }>`
  position: absolute;
  top: 50%;
  ${({ $side }) => $side}: ${theme.space(3)};
  transform: translateY(-50%);
  width: 44px;
  height: 44px;
  border-radius: 50%;
  border: none;
  background: rgba(0, 0, 0, 0.6);
  color: #ffffff;
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;
  display: grid;
  place-items: center;
  &:hover {
    background: rgba(0, 0, 0, 0.8);
  }
  &:focus-visible {
    outline: 3px solid #ffffff;
    outline-offset: 2px;
  }
`;

const Dots = styled.div`
  position: absolute;
  left: 0;
  right: 0;
  bottom: ${theme.space(3)};
  display: flex;
  justify-content: center;
  gap: ${theme.space(1)};
`;

const Dot = styled.button<{ $active: boolean }>`
  width: 24px;
  height: 24px;
  padding: 0;
  border: none;
  background: transparent;
  cursor: pointer;
  display: grid;
  place-items: center;
  &::before {
    content: '';
    width: 10px;
    height: 10px;
    border-radius: 50%;
    background: ${({ $active }) => ($active ? '#ffffff' : 'rgba(255,255,255,0.5)')};
    box-shadow: 0 0 0 1px rgba(0, 0, 0, 0.4);
  }
  &:focus-visible {
    outline: 2px solid #ffffff;
    border-radius: 50%;
  }
`;

const Counter = styled.span`
  position: absolute;
  top: ${theme.space(3)};
  right: ${theme.space(3)};
  background: rgba(0, 0, 0, 0.6);
  color: #ffffff;
  font-size: 0.8rem;
  padding: 2px 10px;
  border-radius: ${theme.radius.pill};
`;

const Empty = styled.div`
  aspect-ratio: 16 / 9;
  display: grid;
  place-items: center;
  border-radius: ${theme.radius.lg};
  background: ${c.surface};
  border: 1px dashed ${c.border};
  color: ${c.textMuted};
`;

/** Index after a step of `delta`, wrapping around both ends. */
export function wrapIndex(index: number, delta: number, count: number): number {
  return count > 0 ? (((index + delta) % count) + count) % count : 0;
}

/** The review's images: previous/next buttons, dots, arrow keys (and Home/End) when focused. */
export function ImageCarousel({ images, title }: { images: readonly string[]; title: string }) {
  const [index, setIndex] = useState(0);
  const count = images.length;
  if (count === 0) return <Empty data-testid="carousel-empty">{MESSAGES.noImages}</Empty>;
  const current = Math.min(index, count - 1);
  const step = (delta: number) => setIndex(wrapIndex(current, delta, count));

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, () => void> = {
      ArrowLeft: () => step(-1),
      ArrowRight: () => step(1),
      Home: () => setIndex(0),
      End: () => setIndex(count - 1),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  };

  return (
    <Region
      role="region"
      aria-roledescription="carousel"
      aria-label={`${title} images`}
      tabIndex={0}
      onKeyDown={onKeyDown}
      data-testid="carousel"
      // Arrows tapped before the app runs are held and replayed (the shell page's inline script).
      data-capture-taps=""
    >
      <Slide aria-live="polite">
        <img
          src={images[current]}
          alt={`${title}: image ${current + 1} of ${count}`}
          data-index={current}
        />
      </Slide>
      {count > 1 && (
        <>
          <Counter aria-hidden="true">
            {current + 1} / {count}
          </Counter>
          <Arrow type="button" $side="left" aria-label="Previous image" onClick={() => step(-1)}>
            ‹
          </Arrow>
          <Arrow type="button" $side="right" aria-label="Next image" onClick={() => step(1)}>
            ›
          </Arrow>
          <Dots>
            {images.map((_, i) => (
              <Dot
                key={i}
                type="button"
                $active={i === current}
                aria-label={`Go to image ${i + 1}`}
                aria-current={i === current ? 'true' : undefined}
                onClick={() => setIndex(i)}
              />
            ))}
          </Dots>
        </>
      )}
    </Region>
  );
}
