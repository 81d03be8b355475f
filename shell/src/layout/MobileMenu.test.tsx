import { act, fireEvent, waitFor } from '@testing-library/react';
import { answerShellApi, byLabel, MAIN_LINK_NAMES, mainNav, renderShell } from '../test/render';
import { MobileMenu } from './MobileMenu';

beforeEach(() => {
  jest.useFakeTimers();
  answerShellApi();
});

afterEach(() => jest.useRealTimers());

const openButton = () => byLabel('Open menu');
const menu = () => document.querySelector<HTMLElement>('[role="dialog"]');
const linkIn = (dialog: HTMLElement, name: string) => mainNav(dialog).link(name);

/** The focus trap moves focus in a timer once the panel has mounted or unmounted. */
const settle = () =>
  act(async () => {
    jest.runOnlyPendingTimers();
  });

/** Press the menu button and wait for the panel (its code loads on first use). */
async function openMenu(): Promise<HTMLElement> {
  fireEvent.click(openButton());
  await waitFor(() => expect(menu()).not.toBeNull());
  await settle();
  return menu() as HTMLElement;
}

/** Keyboard focus targets in the panel, in order. */
const tabbables = (dialog: HTMLElement) => [
  ...dialog.querySelectorAll<HTMLElement>('button, input, a[href]'),
];

describe('MobileMenu', () => {
  it('opens a dialog with the main links and the search, and traps focus both ways', async () => {
    renderShell(<MobileMenu />);
    const dialog = await openMenu();
    expect(document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent).toBe(
      'Menu',
    );
    expect(openButton().getAttribute('aria-expanded')).toBe('true');
    expect(mainNav(dialog).names()).toEqual(MAIN_LINK_NAMES);
    expect(linkIn(dialog, 'Home').getAttribute('aria-current')).toBe('page');
    const search = byLabel('Search casinos, reviews and guides', dialog) as HTMLInputElement;
    expect(search.getAttribute('role')).toBe('combobox');
    expect(search.placeholder).toBe('Search casinos...');
    expect(dialog.contains(document.activeElement)).toBe(true);

    // Tab past the last field comes back to the first, Shift+Tab before the first goes to the last.
    const fields = tabbables(dialog);
    const [first, last] = [fields[0], fields[fields.length - 1]];
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
    // Focus moved outside (as a Tab out of the page would) is taken back in.
    openButton().focus();
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('closes on Escape (focus back on the menu button), on a link and on Close menu', async () => {
    const { url } = renderShell(<MobileMenu />);
    let dialog = await openMenu();
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Escape' });
    expect(menu()).toBeNull();
    await settle();
    expect(document.activeElement).toBe(openButton());
    expect(openButton().getAttribute('aria-expanded')).toBe('false');

    dialog = await openMenu();
    fireEvent.click(linkIn(dialog, 'Reviews'));
    expect(menu()).toBeNull();
    expect(url()).toBe('/reviews');

    dialog = await openMenu();
    expect(linkIn(dialog, 'Reviews').getAttribute('aria-current')).toBe('page');
    fireEvent.click(byLabel('Close menu', dialog));
    expect(menu()).toBeNull();
  });

  it('searches from the menu: the chosen suggestion opens and the menu closes', async () => {
    const { url } = renderShell(<MobileMenu />);
    const dialog = await openMenu();
    const search = byLabel('Search casinos, reviews and guides', dialog) as HTMLInputElement;
    fireEvent.change(search, { target: { value: 'neon' } });
    await waitFor(() =>
      expect(dialog.querySelector('[role="option"]')?.textContent).toBe('Neon Mirage Casino'),
    );
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(url()).toBe('/casino/neon-mirage-casino');
    expect(menu()).toBeNull();
  });
});
