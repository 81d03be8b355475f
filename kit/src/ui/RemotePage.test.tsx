/** @jest-environment jsdom */
import { renderToStaticMarkup } from 'react-dom/server';
import { RemotePage, PageHero } from './layout';
import { Container, Section } from './primitives';

// The frame replaced hand-written markup on server-rendered pages: it must render the same HTML.
describe('RemotePage', () => {
  it('renders the hero and the column as a page wrote them by hand', () => {
    expect(
      renderToStaticMarkup(
        <RemotePage remote="catalog" page="compare" title="Compare" subtitle="All casinos" busy>
          <p>Body</p>
        </RemotePage>,
      ),
    ).toBe(
      renderToStaticMarkup(
        <div data-remote="catalog" data-page="compare" aria-busy="true">
          <PageHero title="Compare" subtitle="All casinos" />
          <Container>
            <p>Body</p>
          </Container>
        </div>,
      ),
    );
  });

  it('puts the column in a Section and leaves out the hero without a title', () => {
    expect(
      renderToStaticMarkup(
        <RemotePage remote="content" page="state" inSection>
          <p>Body</p>
        </RemotePage>,
      ),
    ).toBe(
      renderToStaticMarkup(
        <div data-remote="content" data-page="state">
          <Section>
            <Container>
              <p>Body</p>
            </Container>
          </Section>
        </div>,
      ),
    );
  });
});
