import { diffRecords, readable } from './revisionDiff';
import { stateLabel, toDateTimeInputValue } from './publication';

describe('revision diff', () => {
  it('lists only the fields that changed, named for people, HTML as its words', () => {
    const older = { title: 'Old', content: '<p>Hello <b>world</b></p>', rating: 4, views: 3 };
    const newer = { title: 'New', content: '<p>Hello <b>world</b></p>', rating: 4.5, views: 9 };
    expect(diffRecords(older, newer)).toEqual([
      { field: 'Title', before: 'Old', after: 'New' },
      { field: 'Rating', before: '4', after: '4.5' },
    ]);
    expect(readable('<h2>Heading</h2><p>Body</p>')).toBe('Heading Body');
    expect(readable(null)).toBe('(empty)');
  });
});

describe('publication labels', () => {
  it('tells Draft, Scheduled and Published apart', () => {
    const ahead = new Date(Date.now() + 60_000).toISOString();
    const past = new Date(Date.now() - 60_000).toISOString();
    expect(stateLabel({ status: 'draft', publishAt: ahead })).toBe('Draft');
    expect(stateLabel({ status: 'published', publishAt: ahead })).toBe('Scheduled');
    expect(stateLabel({ status: 'published', publishAt: past })).toBe('Published');
    expect(stateLabel({})).toBe('Published');
  });

  it('shows a publish time in the datetime-local format', () => {
    expect(toDateTimeInputValue(null)).toBe('');
    expect(toDateTimeInputValue('2026-05-01T10:30:00')).toBe('2026-05-01T10:30');
  });
});
