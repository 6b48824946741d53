/** @jest-environment jsdom */
// The small print says one thing everywhere: the 14-day return window and the 90-day refund
// guarantee (lib/domain/returns-policy.ts), and the product page's shipping is the cart's rule.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { TRUST_CLAIMS } from '@/lib/messages/brand';
import { ShippingInfo } from '@/components/product/shipping-info';
import { FAQ_GROUPS } from '@/components/static/faq-content';
import { SHIPPING, summariseCart } from '@/contract/rules/pricing';
import { REFUND_GUARANTEE_DAYS, RETURN_WINDOW_DAYS } from '@/contract/rules/returns';
import { RETURNS_POLICY } from '@/lib/domain/returns-policy';
import { formatKsh } from '@/lib/format/money';

const root = path.join(__dirname, '..', '..', '..');
const faqText = FAQ_GROUPS.flatMap((group) => group.items.flatMap((item) => [item.question, ...item.answer])).join('\n');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('the returns policy', () => {
  it('is two promises that do not contradict each other: 14 days to return, 90 days for a full refund', () => {
    expect(RETURN_WINDOW_DAYS).toBe(14);
    expect(REFUND_GUARANTEE_DAYS).toBe(90);
    expect(RETURNS_POLICY.returnWindow).toContain('within 14 days of delivery');
    // Spec section 1's trust claim, in its own words.
    expect(RETURNS_POLICY.refundGuarantee).toMatch(/^A full refund within 90 days/);
    expect(RETURNS_POLICY.refundGuarantee).toContain('not authentic or not as described');
  });

  it('is what the FAQ says', () => {
    expect(faqText).toContain(RETURNS_POLICY.returnWindow);
    expect(faqText).toContain(RETURNS_POLICY.refundGuarantee);
    expect(faqText).toContain(RETURNS_POLICY.refundPaidTo);
    expect(faqText).not.toMatch(/card you used/);
  });

  it('is what the footer and About trust list says', () => {
    const refund = TRUST_CLAIMS.find((claim) => claim.icon === 'refund');
    expect(refund).toEqual({ icon: 'refund', title: '90-day refunds', detail: RETURNS_POLICY.refundGuarantee });
  });

  it("is what the product page's Shipping tab says", () => {
    const { container } = render(<ShippingInfo />);
    expect(container).toHaveTextContent(RETURNS_POLICY.returnWindow);
    expect(container).toHaveTextContent(RETURNS_POLICY.refundGuarantee);
  });

  it('names no other number of days for a return or a refund anywhere in the pages', () => {
    const offenders: string[] = [];
    for (const file of [...sourceFiles(path.join(root, 'app')), ...sourceFiles(path.join(root, 'components'))]) {
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          const comment = /^\s*(\/\/|\*|\/\*)/.test(line);
          if (!comment && /return|refund/i.test(line) && /\b\d+[- ]days?\b/i.test(line))
            offenders.push(`${path.relative(root, file)}:${i + 1}: ${line.trim()}`);
        });
    }
    // Every mention goes through the constants (a figure written out by hand drifts).
    expect(offenders).toEqual([]);
  });
});

describe("the product page's shipping text", () => {
  it("states the cart's own rule and promises no free shipping the cart does not give", () => {
    const { container } = render(<ShippingInfo />);
    expect(container).toHaveTextContent(`A flat ${formatKsh(SHIPPING)} per order`);
    expect(container.textContent).not.toMatch(/free/i);
    // The cart charges it on any order, large or small.
    for (const price of [500, 2500, 50_000]) expect(summariseCart([{ price, quantity: 1 }]).shipping).toBe(SHIPPING);
  });

  it('is what the FAQ says shipping costs', () => {
    expect(faqText).toContain(`Shipping is a flat ${formatKsh(SHIPPING)} per order`);
    expect(faqText).not.toMatch(/free shipping/i);
  });
});
