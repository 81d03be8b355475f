import { expect, test, type Page } from '../../support/test';
import { shot, waitForStoredEvent } from './helpers';

/** Opens a question of the FAQ (a native details element) and returns its answer. */
async function openFaq(page: Page, question: string) {
  const item = page
    .getByTestId('faq-item')
    .filter({ has: page.getByRole('heading', { name: question }) });
  await item.scrollIntoViewIfNeeded();
  if ((await item.getAttribute('open')) === null) await item.locator('summary').click();
  const answer = item.locator('p');
  await expect(answer).toBeVisible();
  return answer;
}

// Counting seen terms, the returning visitor (5 terms, or a stored flag), plain seen terms and
// focus opening a tooltip: kit/src/glossary/GlossaryFaq.test.tsx. Here: the home FAQ itself and
// the tracked event reaching the server.
test.describe('glossary tooltips in the home FAQ', () => {
  test('a first-time visitor sees highlighted terms; hovering one shows its tooltip and is tracked', async ({
    page,
  }) => {
    await page.goto('/');
    const first = await openFaq(page, 'What is a sweepstakes casino?');
    const highlighted = first.locator('[data-glossary-term][data-highlighted]');
    await expect(highlighted).toHaveText(['sweepstakes casino', 'Gold Coins', 'Sweep Coins']);

    const tracked = waitForStoredEvent(
      page,
      (e) => e.name === 'tooltip_interaction' && e.label === 'gold-coins',
    );
    await first.locator('[data-glossary-term="gold-coins"]').hover();
    const tooltip = page.locator('[data-glossary-tooltip="gold-coins"]');
    await expect(tooltip).toBeVisible();
    await expect(tooltip).toContainText('Gold Coins');
    await expect(tooltip).toContainText('no real-world value');
    await shot(page, 'glossary-tooltip');
    expect((await tracked).status).toBe(202);
  });
});
