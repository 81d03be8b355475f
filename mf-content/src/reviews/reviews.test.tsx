import { fireEvent, render, screen } from '@testing-library/react';
import { formatLongDate } from '@sweepscout/shared';
import { ImageCarousel, wrapIndex } from './ImageCarousel';
import { parseReviewSort } from './reviewSort';

describe('parseReviewSort', () => {
  it('reads the three sorts and falls back to latest', () => {
    expect(parseReviewSort('latest')).toBe('latest');
    expect(parseReviewSort('rating-high')).toBe('rating-high');
    expect(parseReviewSort('rating-low')).toBe('rating-low');
    expect(parseReviewSort(null)).toBe('latest');
    expect(parseReviewSort('oldest')).toBe('latest');
    expect(parseReviewSort('RATING-HIGH')).toBe('latest');
  });
});

describe('publish dates', () => {
  it('are shown in the en-US long format, the same day for every visitor', () => {
    expect(formatLongDate('2026-10-14T00:00:00.000Z')).toBe('October 14, 2026');
    expect(formatLongDate('2026-01-05T23:59:59.000Z')).toBe('January 5, 2026');
    expect(formatLongDate('2024-02-29T12:00:00Z')).toBe('February 29, 2024');
    expect(formatLongDate('not a date')).toBe('');
  });
});

describe('wrapIndex', () => {
  it('wraps around both ends', () => {
    expect(wrapIndex(0, -1, 3)).toBe(2);
    expect(wrapIndex(2, 1, 3)).toBe(0);
    expect(wrapIndex(1, 1, 3)).toBe(2);
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });
});

describe('ImageCarousel', () => {
  const images = ['/media/a.svg', '/media/b.svg', '/media/c.svg'];
  const shown = () => screen.getByRole('img').getAttribute('src');

  it("says 'No images available' when there are none", () => {
    render(<ImageCarousel images={[]} title="Review" />);
    expect(screen.getByText('No images available')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('moves with previous, next and the dots', () => {
    render(<ImageCarousel images={images} title="Review" />);
    expect(shown()).toBe('/media/a.svg');
    fireEvent.click(screen.getByRole('button', { name: 'Next image' }));
    expect(shown()).toBe('/media/b.svg');
    fireEvent.click(screen.getByRole('button', { name: 'Previous image' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(shown()).toBe('/media/c.svg');
    fireEvent.click(screen.getByRole('button', { name: 'Go to image 2' }));
    expect(shown()).toBe('/media/b.svg');
    expect(screen.getByRole('button', { name: 'Go to image 2' }).getAttribute('aria-current')).toBe(
      'true',
    );
    expect(screen.getByRole('img').getAttribute('alt')).toBe('Review: image 2 of 3');
  });

  it('goes back to the first image with its dot, marking only that dot current', () => {
    render(<ImageCarousel images={images} title="Review" />);
    fireEvent.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(shown()).toBe('/media/c.svg');
    fireEvent.click(screen.getByRole('button', { name: 'Go to image 1' }));
    expect(shown()).toBe('/media/a.svg');
    const current = screen
      .getAllByRole('button', { name: /^Go to image/ })
      .map((dot) => dot.getAttribute('aria-current'));
    expect(current).toEqual(['true', null, null]);
  });

  it('takes the keys once focused, keeping them from scrolling the page', () => {
    render(<ImageCarousel images={images} title="Review" />);
    screen.getByRole('region', { name: 'Review images' }).focus();
    const focused = document.activeElement as HTMLElement;
    expect(focused.getAttribute('aria-roledescription')).toBe('carousel');
    // fireEvent answers false when the handler prevented the browser's default.
    expect(fireEvent.keyDown(focused, { key: 'End' })).toBe(false);
    expect(shown()).toBe('/media/c.svg');
    expect(fireEvent.keyDown(focused, { key: 'Tab' })).toBe(true);
    expect(shown()).toBe('/media/c.svg');
  });

  it('moves with the arrow keys, Home and End', () => {
    render(<ImageCarousel images={images} title="Review" />);
    const region = screen.getByRole('region', { name: 'Review images' });
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    expect(shown()).toBe('/media/b.svg');
    fireEvent.keyDown(region, { key: 'End' });
    expect(shown()).toBe('/media/c.svg');
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    expect(shown()).toBe('/media/a.svg');
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    expect(shown()).toBe('/media/c.svg');
    fireEvent.keyDown(region, { key: 'Home' });
    expect(shown()).toBe('/media/a.svg');
  });

  it('shows one image without controls', () => {
    render(<ImageCarousel images={['/media/a.svg']} title="Review" />);
    expect(shown()).toBe('/media/a.svg');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
