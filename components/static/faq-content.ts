// The FAQ's questions and answers, written for this marketplace. Plain text, so the page and its
// FAQPage JSON-LD say exactly the same. The figures match the cart rules (contract/rules/pricing.ts) and
// the promises of spec section 1 (14-day returns, 90-day refund guarantee, Kenya to US in 5-7 days),
// each said as lib/domain/returns-policy.ts says it.
import { DISCOUNT, FREE_DISCOUNT_THRESHOLD, SHIPPING } from '@/contract/rules/pricing';
import { RETURN_WINDOW_DAYS, REFUND_GUARANTEE_DAYS } from '@/contract/rules/returns';
import { RETURNS_POLICY } from '@/lib/domain/returns-policy';
import { formatKsh } from '@/lib/format/money';

export interface FaqItem {
  /** Stable id, used for the accordion and as the answer's anchor. */
  id: string;
  question: string;
  /** Paragraphs. */
  answer: string[];
}

export interface FaqGroup {
  id: string;
  title: string;
  items: FaqItem[];
}

export const FAQ_GROUPS: FaqGroup[] = [
  {
    id: 'shipping',
    title: 'Shipping and delivery',
    items: [
      {
        id: 'shipping-cost',
        question: 'How much does shipping cost?',
        answer: [
          `Shipping is a flat ${formatKsh(SHIPPING)} per order, however many pieces you buy and whichever shops they come from.`,
          `Orders over ${formatKsh(FREE_DISCOUNT_THRESHOLD)} get ${formatKsh(DISCOUNT)} off. Your cart shows the shipping, any discount and the tax before you pay.`,
        ],
      },
      {
        id: 'delivery-time',
        question: 'How long does delivery take?',
        answer: [
          'Orders to Nairobi usually arrive within 2 days and elsewhere in Kenya within 3 to 5 working days. International orders from Kenya to the US take 5 to 7 days.',
          'Every piece is wrapped by the maker and collected by our courier, so delivery starts as soon as your order is packed.',
        ],
      },
      {
        id: 'tracking',
        question: 'Can I track my order?',
        answer: ['Yes. Every order gets a tracking number. Sign in and open Track Order, or find the order in your Order History.'],
      },
    ],
  },
  {
    id: 'authenticity',
    title: 'Authenticity and serial numbers',
    items: [
      {
        id: 'serial-number',
        question: 'What is the serial number on my piece?',
        answer: [
          'Every piece sold here has its own serial number, such as AFC-KE01-0001. It is printed on the tag that comes with the piece and shown on its product page.',
          'The serial number links the piece to the artisan or brand that made it, where it was made and when it was verified.',
        ],
      },
      {
        id: 'verify',
        question: 'How do I check that a piece is genuine?',
        answer: [
          'Choose Verify in the header and type the serial number, or scan the QR code on the product page. A genuine piece shows an Authentic Product banner with its maker, origin and the date it was verified.',
        ],
      },
      {
        id: 'not-verified',
        question: 'What if a serial number does not verify?',
        answer: [
          'If the check says "Serial number not found or invalid.", look for a typing mistake first: serial numbers use letters, digits and hyphens only.',
          `If it still does not verify, please contact us with the serial number and where you bought the piece. A piece bought here that fails the check is covered by our ${REFUND_GUARANTEE_DAYS}-day refund guarantee.`,
        ],
      },
    ],
  },
  {
    id: 'returns',
    title: 'Returns and refunds',
    items: [
      {
        id: 'return-window',
        question: 'Can I return a piece?',
        answer: [
          `Yes. ${RETURNS_POLICY.returnWindow} Sign in and start the return from Returns & Refunds in your account.`,
          `Once the piece is back with the maker, the refund is approved. ${RETURNS_POLICY.refundPaidTo}`,
        ],
      },
      {
        id: 'refund-guarantee',
        question: `What is the ${REFUND_GUARANTEE_DAYS}-day refund guarantee?`,
        answer: [
          `${RETURNS_POLICY.refundGuarantee} It is on top of the ${RETURN_WINDOW_DAYS}-day return window: for a piece that is not what we said it is, you have ${REFUND_GUARANTEE_DAYS} days, and it need not be unused.`,
        ],
      },
    ],
  },
  {
    id: 'payments',
    title: 'Payments',
    items: [
      {
        id: 'currency',
        question: 'Which currency are prices in?',
        answer: [
          'All prices are in Kenyan shillings (Ksh, currency code KES). If your card is in another currency, your bank converts the amount when you pay.',
        ],
      },
      {
        id: 'payment-methods',
        question: 'How do I pay, and is it safe?',
        answer: ['You pay by card at checkout. Every payment is encrypted and processed securely, and your payment history is in your account under Payments.'],
      },
    ],
  },
  {
    id: 'selling',
    title: 'Selling on the marketplace',
    items: [
      {
        id: 'who-can-sell',
        question: 'Who can sell here?',
        answer: [
          'Individual artisans and premium brands who make their pieces by hand in Kenya or elsewhere in Africa. Every shop appears in the Sellers Hub with its location, years of experience and ratings.',
        ],
      },
      {
        id: 'start-selling',
        question: 'How do I open a shop?',
        answer: [
          'Send us a message through the contact page: tell us what you make, where you work and how many pieces you make in a month. We reply with the next steps for setting up your shop and registering your pieces with serial numbers.',
        ],
      },
      {
        id: 'artisan-pay',
        question: 'How are artisans paid?',
        answer: [
          'Makers are paid fairly for their craft and receive the payment for each sale directly, so the value of the work stays with the people who made it.',
        ],
      },
    ],
  },
];

/** Every question, in page order. */
export const FAQ_ITEMS: FaqItem[] = FAQ_GROUPS.flatMap((group) => group.items);
