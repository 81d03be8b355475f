import { pastTheLastPage } from './text';

describe('pastTheLastPage', () => {
  it('names the list and how many pages it has, one page in the singular', () => {
    expect(pastTheLastPage('reviews', 2)).toBe('No reviews on this page: the list has 2 pages.');
    expect(pastTheLastPage('guides', 1)).toBe('No guides on this page: the list has 1 page.');
  });
});
