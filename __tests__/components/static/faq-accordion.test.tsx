/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FaqAccordion } from '@/components/static/faq-accordion';
import type { FaqGroup } from '@/components/static/faq-content';

const GROUPS: FaqGroup[] = [
  {
    id: 'shipping',
    title: 'Shipping and delivery',
    items: [
      { id: 'cost', question: 'How much does shipping cost?', answer: ['A flat Ksh 350 per order.'] },
      { id: 'time', question: 'How long does delivery take?', answer: ['Kenya to the US in 5 to 7 days.'] },
    ],
  },
  {
    id: 'returns',
    title: 'Returns and refunds',
    items: [{ id: 'window', question: 'Can I return a piece?', answer: ['Yes, within 14 days of delivery.'] }],
  },
];

const question = (name: string) => screen.getByText(name, { selector: 'summary' });
const answer = (text: string) => screen.getByText(text);

describe('FaqAccordion', () => {
  it('starts with every answer closed, grouped under headings', () => {
    render(<FaqAccordion groups={GROUPS} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Shipping and delivery' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Returns and refunds' })).toBeInTheDocument();
    expect(answer('A flat Ksh 350 per order.')).not.toBeVisible();
    expect(answer('Yes, within 14 days of delivery.')).not.toBeVisible();
  });

  it('opens the answer of the question that is chosen', async () => {
    const user = userEvent.setup();
    render(<FaqAccordion groups={GROUPS} />);
    await user.click(question('How much does shipping cost?'));
    expect(answer('A flat Ksh 350 per order.')).toBeVisible();
  });

  it('keeps one answer open at a time, across groups', async () => {
    const user = userEvent.setup();
    render(<FaqAccordion groups={GROUPS} />);
    await user.click(question('How much does shipping cost?'));
    await user.click(question('How long does delivery take?'));
    expect(answer('Kenya to the US in 5 to 7 days.')).toBeVisible();
    expect(answer('A flat Ksh 350 per order.')).not.toBeVisible();

    await user.click(question('Can I return a piece?'));
    expect(answer('Yes, within 14 days of delivery.')).toBeVisible();
    expect(answer('Kenya to the US in 5 to 7 days.')).not.toBeVisible();
  });

  it('closes the open answer when its question is chosen again', async () => {
    const user = userEvent.setup();
    render(<FaqAccordion groups={GROUPS} />);
    await user.click(question('Can I return a piece?'));
    await user.click(question('Can I return a piece?'));
    expect(answer('Yes, within 14 days of delivery.')).not.toBeVisible();
  });
});
