/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { StarRating } from './StarRating';

describe('StarRating', () => {
  it.each([
    [4.9, '5', '4.9'],
    [4.5, '4.5', '4.5'],
    [4.2, '4', '4.2'],
    [3.7, '3.5', '3.7'],
    [0, '0', '0.0'],
  ])('rating %s fills %s stars and reads "Rated %s out of 5"', (rating, filled, label) => {
    const { container } = render(<StarRating rating={rating} />);
    expect(screen.getByRole('img', { name: `Rated ${label} out of 5` })).toBeTruthy();
    expect(container.querySelector('[data-stars]')?.getAttribute('data-stars')).toBe(filled);
  });
});
