import { readStoriesState, storiesHref, storyPageWindow } from '@/components/stories/stories-query';
import { pages } from '@/lib/routing/urls';

describe('the stories pagination window', () => {
  it('lists every page when there are few', () => {
    expect(storyPageWindow(1, 1)).toEqual([1]);
    expect(storyPageWindow(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it('shows 2 pages either side of the current one, plus the first and the last', () => {
    expect(storyPageWindow(10, 20)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]);
  });

  it('leaves no gap where the window reaches the first or the last page', () => {
    expect(storyPageWindow(1, 10)).toEqual([1, 2, 3, 'gap', 10]);
    expect(storyPageWindow(3, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10]);
    expect(storyPageWindow(4, 10)).toEqual([1, 2, 3, 4, 5, 6, 'gap', 10]);
    expect(storyPageWindow(10, 10)).toEqual([1, 'gap', 8, 9, 10]);
  });

  it('marks every left-out run of pages with one gap, even a run of one page', () => {
    expect(storyPageWindow(5, 9)).toEqual([1, 'gap', 3, 4, 5, 6, 7, 'gap', 9]);
  });
});

describe('the stories URL', () => {
  it('writes only what is set, in a fixed order, and never page 1', () => {
    expect(storiesHref({})).toBe('/stories');
    expect(storiesHref({ page: 1 })).toBe('/stories');
    expect(storiesHref({ page: 3, category: 'craft-traditions', q: 'kiondo baskets' })).toBe('/stories?q=kiondo+baskets&category=craft-traditions&page=3');
  });

  it('keeps the search and the category on every page link', () => {
    const state = readStoriesState({ q: 'kente', category: 'community', page: '2' });
    expect(storiesHref({ ...state, page: 3 })).toBe('/stories?q=kente&category=community&page=3');
    expect(storiesHref({ ...state, page: 1 })).toBe('/stories?q=kente&category=community');
  });

  it('reads the state from the URL and ignores nonsense', () => {
    expect(readStoriesState({})).toEqual({ q: '', category: '', page: 1 });
    expect(readStoriesState({ q: '  kiondo   baskets ', category: 'Artisan-Stories', page: '2' })).toEqual({
      q: 'kiondo baskets',
      category: 'artisan-stories',
      page: 2,
    });
    expect(readStoriesState({ category: '<script>', page: '-1' })).toEqual({ q: '', category: '', page: 1 });
    expect(readStoriesState({ page: 'two' }).page).toBe(1);
    expect(readStoriesState({ q: ['first', 'second'] }).q).toBe('first');
  });

  it('links a story by its id and slug', () => {
    expect(pages.story({ id: 12, slug: 'weaving-a-kiondo' })).toBe('/stories/12/weaving-a-kiondo');
  });
});
