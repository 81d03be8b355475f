import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { CasinoLogo } from './CasinoLogo';

const casino = { name: 'Crown Coins Casino', logoUrl: '/media/casinos/crown-coins-logo.svg' };
const HELD_ON_PHONES = '(scripting: enabled) and (max-width: 639.98px)';

describe('CasinoLogo', () => {
  it('held on phones: the server page gives a browser that runs scripts a blank pixel there, and the logo to any other', () => {
    const html = renderToString(<CasinoLogo casino={casino} size={64} afterAppOnPhones />);
    const holder = document.createElement('div');
    holder.innerHTML = html;
    const source = holder.querySelector('picture > source');
    expect(source?.getAttribute('media')).toBe(HELD_ON_PHONES);
    expect(source?.getAttribute('srcset')).toMatch(/^data:image\/gif;base64,/);
    // Let go by the page's start script should the app's script fail to load.
    expect(source?.hasAttribute('data-until-app')).toBe(true);
    // The source comes first, so that it is chosen where it applies; the img is the fallback.
    expect(holder.querySelector('picture > source + img')?.getAttribute('src')).toBe(
      casino.logoUrl,
    );
  });

  it('held on phones: once the app runs, the source is gone and the logo loads', () => {
    const { container } = render(<CasinoLogo casino={casino} size={64} afterAppOnPhones />);
    expect(container.querySelector('source')).toBeNull();
    const image = container.querySelector('picture > img');
    expect(image?.getAttribute('src')).toBe(casino.logoUrl);
    expect(image?.getAttribute('alt')).toBe('');
  });

  it('not held: a bare image, in the server page and in the app', () => {
    const html = renderToString(<CasinoLogo casino={casino} size={48} />);
    expect(html).not.toContain('<picture');
    expect(html).toContain(`src="${casino.logoUrl}"`);
    const { container } = render(<CasinoLogo casino={casino} size={48} />);
    expect(container.querySelector('picture')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('src')).toBe(casino.logoUrl);
  });

  it('without a logo: the initials, held or not', () => {
    const { container } = render(
      <CasinoLogo casino={{ name: 'Lucky Star', logoUrl: null }} afterAppOnPhones />,
    );
    expect(container.textContent).toBe('LS');
    expect(container.querySelector('img, picture')).toBeNull();
  });
});
