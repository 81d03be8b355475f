import { scaledPath } from './clipIcon';

describe('scaledPath', () => {
  it('scales every coordinate of a 24-unit shape to the icon size, negative and decimal too', () => {
    expect(scaledPath('M12 2L24 24L0 12.5Z', 0.5)).toBe('M6 1L12 12L0 6.25Z');
    expect(scaledPath('M-3 1.5L6 6Z', 2 / 3)).toBe('M-2 1L4 4Z');
  });
});
