import { fireEvent, screen } from '@testing-library/react';
import { pageContentInputSchema } from '@sweepscout/shared';
import { answerApi, click, dialogNamed, renderAdmin, type } from '../../test/renderAdmin';
import { EMPTY_STATE } from './ContentScreen';

jest.mock('@sweepscout/kit', () => jest.requireActual('../../test/kitWithPreviewStub').kit);

describe('the website content screen', () => {
  it('a failed create says "Error" / "Failed to create content" word for word and keeps the dialog', async () => {
    const api = answerApi({
      'GET /api/admin/page-contents': () => ({ body: [] }),
      'POST /api/admin/page-contents': () => ({
        status: 409,
        body: { message: 'Content for this page already exists' },
      }),
    });
    renderAdmin('/admin/content');
    await screen.findByText(EMPTY_STATE);
    click('Add Content');
    const dialog = dialogNamed('Add Content');
    type('Page', 'disclaimer');
    type('Title', 'Clash');
    type('Content', '<p>Clash</p>');
    fireEvent.submit(dialog.querySelector('form')!);
    const failed = await screen.findByText('Failed to create content');
    expect(failed.textContent).toBe('Failed to create content');
    expect(screen.getByText('Error').textContent).toBe('Error');
    expect(dialogNamed('Add Content')).toBe(dialog);
    const [post] = api.requests('POST', '/api/admin/page-contents');
    expect(pageContentInputSchema.parse(post.body)).toMatchObject({
      page: 'disclaimer',
      title: 'Clash',
      status: 'published',
    });
  });
});
