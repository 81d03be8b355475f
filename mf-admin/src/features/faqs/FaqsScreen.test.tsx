import { faqRecord } from '../../test/fixtures';
import * as admin from '../../test/renderAdmin';

const ANSWER = `${'A'.repeat(50)} ${'B'.repeat(60)}`;
const FAQ = faqRecord({ question: 'How does the admin test work?', answer: ANSWER, order: 3 });

describe('the FAQs screen', () => {
  beforeEach(() =>
    // One FAQ on this page of seven in all.
    admin.answerApi({ 'GET /api/admin/faqs': () => ({ body: [FAQ], total: 7 }) }),
  );

  it('lists order, question and the first 80 characters of the answer', async () => {
    await admin.renderListed('/admin/faqs', FAQ.question);
    expect(admin.columnHeaders()).toBe('Order | Question | Answer Preview | Status | Actions');
    expect(admin.rowLine(FAQ.question, 3)).toBe(`3 | ${FAQ.question} | ${ANSWER.slice(0, 80)}...`);
  });

  it('a new FAQ comes last: its order is how many there are, and none is below 0', async () => {
    await admin.openAddDialog('/admin/faqs', FAQ.question, 'FAQ');
    const order = admin.control('Order') as HTMLInputElement;
    expect(order.value).toBe('7');
    expect(order.min).toBe('0');
  });
});
