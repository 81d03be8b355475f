import { expect, test, type Locator, type Page } from '../../support/test';
import { adminToken, sessionHeaders } from '../../support/site';
import * as admin from './adminSupport';

/** The values a new guide needs; the publish time is set separately. */
const guideValues = (title: string) => ({
  Title: title,
  Slug: admin.slugOf(title),
  'Author Name': 'E2E Editor',
  'Publish Date': '2026-05-01',
  Excerpt: 'An editorial workflow guide.',
  Content: 'Written by the editorial test.',
});

const pad = (n: number) => String(n).padStart(2, '0');
/** A datetime-local value (the browser's time zone), with seconds. */
const localInput = (d: Date) =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;

const openAddGuide = (page: Page) => admin.openAddDialog(page, 'Add Guide', '/admin/guides');

/** The preview's own document (it is an iframe: a real viewport of the chosen width). */
const previewOf = (dialog: Locator) =>
  dialog.getByTestId('live-preview').locator('iframe').contentFrame();

/** The preview viewport's width and whether a phone media query matches inside it. */
const viewportOf = (preview: Locator) =>
  preview.locator('iframe').evaluate((frame: HTMLIFrameElement) => ({
    width: frame.contentWindow?.innerWidth,
    phone: frame.contentWindow?.matchMedia('(max-width: 639px)').matches,
  }));

async function publicGuideShown(page: Page, slug: string, title: string) {
  await page.goto(`/guides/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

async function publicGuideMissing(page: Page, slug: string) {
  await page.goto(`/guides/${slug}`);
  await expect(page.getByRole('heading', { name: 'Guide Not Found' })).toBeVisible();
}

test.describe('editorial workflow', () => {
  test('a draft stays off the public site until it is published', async ({ page, request }) => {
    const title = admin.uniqueName('Draft Guide');
    const slug = admin.slugOf(title);
    await admin.uiLogin(page);
    const dialog = await openAddGuide(page);
    await admin.fill(dialog, guideValues(title));
    await admin.saveDialog(dialog, 'Save draft');
    await expect(admin.rowOf(page, title)).toContainText('Draft');
    await admin.shot(page, 'editorial-draft-row');

    await publicGuideMissing(page, slug);
    const listed = (await (await request.get('/api/guides')).json()) as { slug: string }[];
    expect(listed.map((g) => g.slug)).not.toContain(slug);

    await page.goto('/admin/guides');
    const edit = await admin.openRowDialog(page, title, 'Edit Guide');
    await admin.saveChanges(page, edit, 'Guide');
    await expect(admin.rowOf(page, title)).toContainText('Published');
    await publicGuideShown(page, slug, title);
  });

  test('a guide scheduled a few seconds ahead appears on its own', async ({ page, request }) => {
    const title = admin.uniqueName('Scheduled Guide');
    const slug = admin.slugOf(title);
    await admin.uiLogin(page);
    const dialog = await openAddGuide(page);
    await admin.fill(dialog, guideValues(title));
    const at = new Date(Date.now() + 8000);
    await admin.field(dialog, 'Publish At').fill(localInput(at));
    await admin.saveDialog(dialog, 'Add Guide');
    await expect(admin.rowOf(page, title)).toContainText('Scheduled');
    await publicGuideMissing(page, slug);
    // It appears within a few seconds of its time, with no action from anyone: asked of the
    // public API every second (a page load a second cost a CPU-second each), then the page.
    await expect
      .poll(async () => (await request.get(`/api/guides/slug/${slug}`)).status(), {
        timeout: 25_000,
        intervals: [1000],
      })
      .toBe(200);
    await publicGuideShown(page, slug, title);
    await admin.shot(page, 'editorial-scheduled-appeared');
  });

  test('rich text: a heading, a list, a link and a glossary term reach the public page', async ({
    page,
  }) => {
    const title = admin.uniqueName('Rich Guide');
    const slug = admin.slugOf(title);
    await admin.uiLogin(page);
    const dialog = await openAddGuide(page);
    const { Content: _typedLater, ...values } = guideValues(title);
    await admin.fill(dialog, values);
    const editor = admin.field(dialog, 'Content');
    const button = (name: string) =>
      dialog
        .getByRole('toolbar', { name: 'Content formatting' })
        .getByRole('button', { name, exact: true });
    await editor.click();
    await button('Heading').click();
    await expect(button('Heading')).toHaveAttribute('aria-pressed', 'true');
    await editor.pressSequentially('Rich heading');
    await editor.press('Enter');
    await expect(button('Heading')).toHaveAttribute('aria-pressed', 'false');
    await button('Bulleted list').click();
    await editor.pressSequentially('First item');
    await editor.press('Enter');
    await editor.pressSequentially('Second item');
    await editor.press('Enter');
    await editor.press('Enter');
    await editor.pressSequentially('Read the ');
    await button('Link').click();
    const linkDialog = page.getByRole('dialog', { name: 'Add a link' });
    await linkDialog.getByLabel('Link address').fill('https://example.com/rules');
    await admin.shot(page, 'editorial-link-dialog');
    await linkDialog.getByLabel('Link address').press('Enter');
    await expect(linkDialog).toBeHidden();
    // Focus is back in the editor: typing goes on where the link was inserted.
    await expect(editor).toBeFocused();
    await editor.pressSequentially(' and earn ');
    await dialog.getByLabel('Glossary term').selectOption({ label: 'Sweep Coins' });
    // The preview follows the editor as it types.
    const preview = previewOf(dialog);
    await expect(preview.getByRole('heading', { level: 2, name: 'Rich heading' })).toBeVisible();
    await expect(preview.getByRole('listitem').filter({ hasText: 'Second item' })).toBeVisible();
    await admin.shot(page, 'editorial-rich-text');
    await admin.saveDialog(dialog, 'Add Guide');

    await publicGuideShown(page, slug, title);
    const body = page.getByTestId('prose');
    await expect(body.getByRole('heading', { level: 2, name: 'Rich heading' })).toBeVisible();
    await expect(body.getByRole('listitem')).toHaveText(['First item', 'Second item']);
    await expect(body.getByRole('link', { name: 'https://example.com/rules' })).toHaveAttribute(
      'href',
      'https://example.com/rules',
    );
    await expect(body.locator('[data-glossary-term="sweep-coins"]').first()).toContainText(
      'Sweep Coins',
    );
  });

  test('pasting from a word processor keeps the text and structure, not its styles', async ({
    page,
  }) => {
    await admin.uiLogin(page);
    const dialog = await openAddGuide(page);
    const editor = admin.field(dialog, 'Content');
    await admin.pasteHtml(
      editor,
      '<!--StartFragment--><h1 class="MsoTitle" style="color:red">Pasted title</h1>' +
        '<p class="MsoNormal" style="font-family:Calibri"><span lang="EN-US" style="font-size:14pt">' +
        'Plain words</span><o:p>&nbsp;</o:p></p><!--EndFragment-->',
    );
    await expect(editor.getByRole('heading', { level: 2, name: 'Pasted title' })).toBeVisible();
    expect(await editor.innerHTML()).toBe('<h2>Pasted title</h2><p>Plain words</p>');
  });

  // Following typing (title and body) is proven in GuidesScreen.test.tsx; here, what needs the
  // real sanitiser and a real viewport.
  test('the live preview shows the body as the server sanitises it, at phone and desktop widths', async ({
    page,
  }) => {
    await admin.uiLogin(page);
    const dialog = await openAddGuide(page);
    const preview = dialog.getByTestId('live-preview');
    const view = previewOf(dialog);
    await admin.pasteHtml(
      admin.field(dialog, 'Content'),
      '<h2>Section heading</h2><p>Body text<script>window.hacked = 1</script></p>',
    );
    await expect(view.getByRole('heading', { level: 2, name: 'Section heading' })).toBeVisible();
    expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
    await expect(view.locator('script')).toHaveCount(0);
    await preview.getByRole('button', { name: 'Phone' }).click();
    await expect(preview.locator('iframe')).toHaveAttribute('data-width', '390');
    expect(await viewportOf(preview)).toEqual({ width: 390, phone: true });
    await admin.shot(page, 'editorial-preview-phone');
    await preview.getByRole('button', { name: 'Desktop' }).click();
    expect(await viewportOf(preview)).toEqual({ width: 1024, phone: false });
  });

  test('the casino dialog previews the casino page, laid out as on a phone at phone width', async ({
    page,
  }) => {
    await admin.uiLogin(page);
    const dialog = await admin.openAddDialog(page, 'Add Casino', '/admin/casinos');
    const preview = dialog.getByTestId('live-preview');
    const view = previewOf(dialog);
    await admin.fill(dialog, { Name: 'Preview Casino', 'Bonus Amount': '250% up to 50 SC' });
    await expect(view.getByRole('heading', { level: 1, name: 'Preview Casino' })).toBeVisible();
    await expect(view.getByText('250% up to 50 SC')).toBeVisible();
    const visit = view.getByRole('link', { name: /^Visit Site/ });
    const desktopWidth = (await visit.boundingBox())?.width ?? 0;
    await preview.getByRole('button', { name: 'Phone' }).click();
    expect(await viewportOf(preview)).toEqual({ width: 390, phone: true });
    // The page's own phone rule (max-width: 639px) applies: the header button spans the card.
    await expect
      .poll(async () => (await visit.boundingBox())?.width ?? 0)
      .toBeGreaterThan(Math.max(desktopWidth, 250));
    await admin.shot(page, 'editorial-casino-preview-phone');
  });

  test('the audit log lists staff actions for administrators', async ({ page, request }) => {
    // At least one creation to find, whichever tests ran before: a staff account, which no
    // other suite counts (an FAQ made here changed the FAQ count another worker was checking).
    const created = await request.post('/api/admin/users', {
      headers: sessionHeaders(await adminToken(request)),
      data: {
        username: admin.slugOf(admin.uniqueName('audited')),
        password: 'Granite-Orchard-Lantern-1947',
        role: 'editor',
        permissions: ['manage_faqs'],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    await admin.uiLogin(page);
    await page.getByRole('link', { name: /Audit log/ }).click();
    await expect(page).toHaveURL(/\/admin\/audit$/);
    // Sign-ins are few beside the run's edits (the tests share a session): filter for them.
    await page.getByLabel('Action').selectOption('sign-in');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page.getByRole('cell', { name: 'sign-in', exact: true }).first()).toBeVisible();
    await page.getByLabel('Action').selectOption('create');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page.getByRole('cell', { name: 'sign-in', exact: true })).toHaveCount(0);
    await expect(page.getByRole('cell', { name: 'create', exact: true }).first()).toBeVisible();
    await admin.shot(page, 'editorial-audit-log');
  });
});
