import { screen } from '@testing-library/react';
import { editorMe, faqRecord } from '../test/fixtures';
import * as admin from '../test/renderAdmin';

jest.mock('@sweepscout/kit', () => jest.requireActual('../test/kitWithPreviewStub').kit);

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe("an editor's screens offer what their permissions allow", () => {
  beforeEach(() =>
    admin.answerApi({
      'GET /api/admin/me': () => ({ body: editorMe(['manage_guides']) }),
      'GET /api/admin/faqs': () => ({ body: [faqRecord({ question: 'How do I play?' })] }),
      'GET /api/admin/guides': () => ({ body: [] }),
    }),
  );

  it('without manage_faqs, the FAQs cannot be added, edited or deleted', async () => {
    await admin.renderListed('/admin/faqs', 'How do I play?');
    expect(button('Add FAQ').disabled).toBe(true);
    expect(button('Edit How do I play?').disabled).toBe(true);
    expect(button('Delete How do I play?').disabled).toBe(true);
  });

  it('with manage_guides, a guide can be added', async () => {
    admin.renderAdmin('/admin/guides');
    await screen.findByRole('heading', { name: 'Manage Guides' });
    expect(button('Add Guide').disabled).toBe(false);
  });
});
