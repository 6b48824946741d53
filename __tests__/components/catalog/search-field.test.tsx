/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GetForm } from '@/components/catalog/get-form';
import { SEARCH_DEBOUNCE_MS, SearchField } from '@/components/catalog/search-field';

const push = jest.fn();
const replace = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push, replace }) }));

function StoriesSearch({ q = '' }: { q?: string }) {
  return (
    <GetForm action="/stories" role="search" aria-label="Search stories">
      <label htmlFor="q">Search stories</label>
      <SearchField id="q" action="/stories" value={q} placeholder="Kiondo" />
      <input type="hidden" name="category" value="craft-traditions" />
    </GetForm>
  );
}

beforeEach(() => {
  jest.useFakeTimers();
  push.mockClear();
  replace.mockClear();
  window.history.replaceState(null, '', '/stories');
});
afterEach(() => jest.useRealTimers());

const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
const pause = (ms = SEARCH_DEBOUNCE_MS + 100) => act(() => jest.advanceTimersByTime(ms));

describe('SearchField', () => {
  it('searches by itself once the visitor pauses, keeping the form’s filters', async () => {
    render(<StoriesSearch />);
    await user().type(screen.getByRole('searchbox', { name: 'Search stories' }), 'kente');
    expect(replace).not.toHaveBeenCalled();
    pause();
    expect(replace).toHaveBeenCalledTimes(1);
    expect(replace).toHaveBeenCalledWith('/stories?q=kente&category=craft-traditions', { scroll: false });
  });

  it('searches at once on Enter, and the pause does not search again afterwards', async () => {
    render(<StoriesSearch q="kente" />);
    const box = screen.getByRole('searchbox', { name: 'Search stories' });
    await user().clear(box);
    await user().type(box, 'zzqxv wibble{Enter}');
    expect(push).toHaveBeenCalledWith('/stories?q=zzqxv+wibble&category=craft-traditions');
    // The visitor follows 'Show all stories' before the pause would have ended.
    window.history.pushState(null, '', '/stories');
    pause(2000);
    expect(replace).not.toHaveBeenCalled();
  });

  it('leaves the address alone when it already shows the typed search', async () => {
    window.history.replaceState(null, '', '/stories?q=kente');
    render(<StoriesSearch q="kente" />);
    const box = screen.getByRole('searchbox', { name: 'Search stories' });
    // A trailing space is the same search.
    await user().type(box, ' ');
    pause();
    expect(replace).not.toHaveBeenCalled();
    // The address moved on to this very search (Enter, Back) before the pause ended.
    await user().type(box, '{Backspace}s');
    window.history.pushState(null, '', '/stories?q=kentes');
    pause();
    expect(replace).not.toHaveBeenCalled();
  });
});
