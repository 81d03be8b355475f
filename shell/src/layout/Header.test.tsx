import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import {
  answerFetch,
  answerShellApi,
  byLabel,
  MAIN_LINK_NAMES,
  mainNav,
  renderShell,
} from '../test/render';
import { SearchPage } from '../pages/SearchPage';
import { Header } from './Header';
import { SearchBox } from './SearchBox';

const SEARCH_LABEL = 'Search casinos, reviews and guides';

// What a submitted search logs (and the test reads).
let log: jest.SpyInstance;

beforeEach(() => {
  jest.useFakeTimers();
  answerShellApi();
  log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
});

afterEach(() => {
  log.mockRestore();
  jest.useRealTimers();
});

/** The options of the suggestion list (plain DOM: role queries are slow in jsdom). */
const options = () => [...document.querySelectorAll<HTMLElement>('[role="option"]')];
const selected = () => options().findIndex((o) => o.getAttribute('aria-selected') === 'true');

/** Focus the search box, type `text` and wait for its suggestions (after the debounce). */
async function typeInto(input: HTMLInputElement, text: string) {
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  await waitFor(() => expect(options().length).toBeGreaterThan(0));
}

const press = (input: HTMLElement, key: string) => fireEvent.keyDown(input, { key });

describe('Header', () => {
  it('has the brand, the six main links with the active one marked, and the search box', async () => {
    const { url } = renderShell(<Header />, { route: '/reviews' });
    const header = document.querySelector('[data-site-header]') as HTMLElement;
    expect(byLabel('SweepScout home', header).getAttribute('href')).toBe('/');
    const { names, link } = mainNav(header);
    expect(names()).toEqual(MAIN_LINK_NAMES);
    expect(link('Reviews').getAttribute('aria-current')).toBe('page');
    expect(link('Home').getAttribute('aria-current')).toBeNull();
    const search = byLabel(SEARCH_LABEL, header) as HTMLInputElement;
    expect(search.placeholder).toBe('Search casinos...');
    expect(search.maxLength).toBe(80);

    fireEvent.click(link('Games'));
    expect(url()).toBe('/games');
    expect(link('Games').getAttribute('aria-current')).toBe('page');
    expect(link('Reviews').getAttribute('aria-current')).toBeNull();
    // The state bar's read settles inside the test.
    await act(async () => undefined);
  });
});

describe('SearchBox', () => {
  it('suggests casinos, reviews and guides, navigable by keyboard; Enter opens the active one', async () => {
    const { url } = renderShell(<SearchBox />, { route: '/compare' });
    const input = byLabel(SEARCH_LABEL) as HTMLInputElement;
    await typeInto(input, 'crown');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(byLabel('Search suggestions').getAttribute('role')).toBe('listbox');
    expect(options().map((o) => o.textContent)).toEqual([
      'Crown Coins Casino',
      'Crown Coins Casino Review 2025',
      'See all results for “crown”',
    ]);

    press(input, 'ArrowDown');
    expect(selected()).toBe(0);
    expect(input.getAttribute('aria-activedescendant')).toBe(options()[0].id);
    press(input, 'ArrowDown');
    expect(selected()).toBe(1);
    expect(input.getAttribute('aria-activedescendant')).toBe(options()[1].id);
    press(input, 'ArrowUp');
    expect(selected()).toBe(0);
    press(input, 'Enter');
    expect(url()).toBe('/casino/crown-coins-casino');
    expect(input.value).toBe('');
  });

  it('Escape closes the list, a second Escape clears the text', async () => {
    renderShell(<SearchBox />);
    const input = byLabel(SEARCH_LABEL) as HTMLInputElement;
    await typeInto(input, 'sweep coins');
    expect(options()[0].textContent).toBe('How to Redeem Sweep Coins for Cash Prizes');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    press(input, 'Escape');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.value).toBe('sweep coins');
    press(input, 'Escape');
    expect(input.value).toBe('');
  });

  it('Enter with no active option opens the results page and logs the submitted text', () => {
    const { url } = renderShell(<SearchBox />);
    const input = byLabel(SEARCH_LABEL) as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'Sweep Coins' } });
    press(input, 'Enter');
    expect(url()).toBe('/search?q=Sweep%20Coins');
    expect(log).toHaveBeenCalledWith('Searching for:', 'Sweep Coins');
  });
});

describe('SearchPage', () => {
  it('lists the matches of the searched text under its heading', async () => {
    renderShell(<SearchPage />, { route: '/search?q=Sweep%20Coins' });
    expect(document.querySelector('h1')?.textContent).toBe('Search results for “Sweep Coins”');
    const guides = await screen.findByText('How to Redeem Sweep Coins for Cash Prizes');
    expect(guides.closest('section')?.querySelector('h2')?.textContent).toBe('Guides (1)');
    expect(guides.getAttribute('href')).toBe('/guides/redeem-sc');
    const casinos = document.getElementById('results-casinos')?.closest('section');
    expect(casinos?.querySelector('p')?.textContent).toBe('No casinos match.');
  });

  it("in a chosen state, an empty casino group says only that state's casinos were searched", async () => {
    const newJersey = { code: 'NJ', name: 'New Jersey', slug: 'new-jersey' };
    answerFetch((url) =>
      url.pathname === '/api/visitor'
        ? { state: newJersey, source: 'cookie' }
        : { casinos: [], reviews: [], guides: [{ id: 'g1', title: 'Sweeps 101', slug: 's101' }] },
    );
    renderShell(<SearchPage />, { route: '/search?q=crown' });
    const note = await screen.findByText(/No casinos available in New Jersey match\./);
    expect(note.closest('section')?.querySelector('h2')?.textContent).toBe('Casinos (0)');
    expect(note.querySelector('a')?.getAttribute('href')).toBe(
      '/choose-state?state=all&back=%2Fsearch%3Fq%3Dcrown',
    );
  });

  it('asks nothing for a text shorter than 2 characters', async () => {
    const api = answerShellApi();
    renderShell(<SearchPage />, { route: '/search?q=a' });
    await waitFor(() =>
      expect(document.body.textContent).toContain('Search text must be at least 2 characters'),
    );
    expect(api.requested()).toEqual([]);
  });
});
