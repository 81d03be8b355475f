import { expect, test, type Page } from '../../support/test';
import { shot, waitForStoredEvent } from './helpers';

const KEYS = {
  firstTimeUser: 'sweepscout-first-time-user',
  termsSeen: 'sweepscout-terms-seen',
  count: 'sweepscout-tooltip-seen-count',
};
const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

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

test.describe('glossary tooltips in the home FAQ', () => {
  test('a first-time visitor sees highlighted terms; 5 distinct terms make a returning visitor', async ({
    page,
  }) => {
    await page.goto('/');
    await expect.poll(() => stored(page, KEYS.firstTimeUser)).toBe('true');

    const first = await openFaq(page, 'What is a sweepstakes casino?');
    const highlighted = first.locator('[data-glossary-term][data-highlighted]');
    await expect(highlighted).toHaveCount(3);
    await expect(highlighted).toHaveText(['sweepstakes casino', 'Gold Coins', 'Sweep Coins']);

    // Hover: the tooltip shows the title and the definition; the term is marked seen and tracked.
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
    expect(JSON.parse((await stored(page, KEYS.termsSeen)) ?? '{}')).toEqual({
      'gold-coins': true,
    });
    expect(await stored(page, KEYS.count)).toBe('1');

    // Hovering the same term again does not count twice; a click counts too.
    await page.mouse.move(0, 0);
    await first.locator('[data-glossary-term="gold-coins"]').hover();
    await first.locator('[data-glossary-term="sweep-coins"]').click();
    await expect(page.locator('[data-glossary-tooltip="sweep-coins"]')).toBeVisible();
    await first.locator('[data-glossary-term="sweepstakes"]').hover();
    await expect(page.locator('[data-glossary-tooltip="sweepstakes"]')).toBeVisible();
    await expect.poll(() => stored(page, KEYS.count)).toBe('3');
    expect(await stored(page, KEYS.firstTimeUser)).toBe('true');

    // Seen terms appear plain in other answers; unseen ones stay highlighted.
    const fifth = await openFaq(page, 'Is there a wagering requirement on bonus coins?');
    await expect(fifth.locator('[data-glossary-term="sweep-coins"]')).not.toHaveAttribute(
      'data-highlighted',
    );
    await fifth.locator('[data-glossary-term="wagering-requirement"]').hover();
    await expect(page.locator('[data-glossary-tooltip="wagering-requirement"]')).toBeVisible();
    await expect.poll(() => stored(page, KEYS.count)).toBe('4');
    await fifth.locator('[data-glossary-term="bonus"]').hover();
    await expect(page.locator('[data-glossary-tooltip="bonus"]')).toBeVisible();
    await expect.poll(() => stored(page, KEYS.count)).toBe('5');
    expect(await stored(page, KEYS.firstTimeUser)).toBe('false');

    // A returning visitor gets plain text and no tooltips.
    await page.reload();
    const rtp = await openFaq(page, 'What does RTP mean?');
    await expect(rtp.locator('[data-glossary-term="rtp"]')).toHaveText('RTP');
    await expect(rtp.locator('[data-highlighted]')).toHaveCount(0);
    await rtp.locator('[data-glossary-term="rtp"]').hover();
    await page.waitForTimeout(800);
    await expect(page.locator('[data-glossary-tooltip]')).toHaveCount(0);
  });

  test('a stored returning-visitor flag is kept, and keyboard focus also opens a tooltip', async ({
    page,
  }) => {
    await page.goto('/');
    await page.evaluate((key) => localStorage.setItem(key, 'false'), KEYS.firstTimeUser);
    await page.reload();
    const region = await openFaq(page, 'What does RTP mean?');
    await expect(region.locator('[data-highlighted]')).toHaveCount(0);
    expect(await stored(page, KEYS.firstTimeUser)).toBe('false');

    await page.evaluate(() => localStorage.clear());
    await page.reload();
    const again = await openFaq(page, 'What does RTP mean?');
    await again.locator('[data-glossary-term="rtp"]').focus();
    await expect(page.locator('[data-glossary-tooltip="rtp"]')).toBeVisible();
    await expect(page.locator('[data-glossary-tooltip="rtp"]')).toContainText(
      'RTP (Return to Player)',
    );
  });
});
