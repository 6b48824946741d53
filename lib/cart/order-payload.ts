// The Shopify-style order of spec section 7, built on the server from what the server knows: the
// buyer's profile, a saved address, the products as the API prices them now, and the one pricing
// function. Never from the browser's figures. Pure; the ids come from lib/cart/order-ids.ts.
import { summariseCart, type CartSummary } from '@/contract/rules/pricing';
import type { PromoTerms } from '@/contract/rules/promo';
import { toPriceString } from '@/lib/format/money';
import type { z } from 'zod';
import type { orderPayloadSchema } from '@/contract/api/orders';

const ORDER_CURRENCY = 'KES';
const SHIPPING_TITLE = 'Standard shipping';
const PAYMENT_GATEWAY = 'visa';
/** The API gives the order its real number (ORD-2026-000123); this only fills the field. */
const ORDER_NUMBER_PLACEHOLDER = 'PENDING';

export interface OrderBuyer {
  /** The buyer's user id at the API. */
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
}

interface OrderAddress {
  name: string;
  street: string;
  city: string;
  country: string;
  phone: string;
}

interface OrderLine {
  productId: number;
  title: string;
  sku: string;
  /** Unit price in shillings, as the API prices the product now. */
  price: number;
  quantity: number;
  /** The product's shop, for a shop's promo code. */
  shopId?: number | null;
}

export interface OrderIds {
  orderId: number;
  /** One per line, in line order. */
  lineIds: number[];
}

interface ShopifyAddress {
  name: string;
  first_name: string;
  last_name: string;
  address1: string;
  city: string;
  country: string;
  phone: string;
}

interface Money {
  amount: string;
  currency_code: typeof ORDER_CURRENCY;
}

/**
 * The order this builder makes, narrower than what the API's schema reads (contract/api/orders.ts)
 * but extending it: a field the contract adds, renames or retypes fails the type-check here.
 */
export interface ShopifyOrderPayload extends z.input<typeof orderPayloadSchema> {
  id: number;
  order_number: string;
  financial_status: 'pending';
  currency: typeof ORDER_CURRENCY;
  /** The spec's subtotal; the API does not read it. */
  subtotal_price: string;
  total_price: string;
  total_discount: string;
  total_tax: string;
  total_shipping_price_set: { shop_money: Money; presentment_money: Money };
  customer: {
    id: number;
    first_name: string;
    last_name: string;
    email: string;
    phone: string | null;
    currency: typeof ORDER_CURRENCY;
    default_address: ShopifyAddress;
  };
  line_items: {
    id: number;
    product_id: number;
    name: string;
    quantity: number;
    price: string;
    sku: string;
    taxable: true;
  }[];
  shipping_address: ShopifyAddress;
  shipping_lines: { title: string; price: string; code: string }[];
  payment_gateway_names: string[];
  test: true;
}

/** 'Amina Wanjiru Otieno' -> ['Amina', 'Wanjiru Otieno']. */
export function splitName(full: string): [string, string] {
  const parts = full.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return ['', ''];
  return [parts[0], parts.slice(1).join(' ')];
}

function toShopifyAddress(address: OrderAddress): ShopifyAddress {
  const [first, last] = splitName(address.name);
  return {
    name: address.name.trim(),
    first_name: first,
    last_name: last,
    address1: address.street.trim(),
    city: address.city.trim(),
    country: address.country.trim(),
    phone: address.phone.trim(),
  };
}

const money = (amount: number): Money => ({ amount: toPriceString(amount), currency_code: ORDER_CURRENCY });

export interface BuildOrderInput {
  ids: OrderIds;
  buyer: OrderBuyer;
  address: OrderAddress;
  lines: readonly OrderLine[];
  /** The cart's promo code: the API checks it again and prices it the same way. */
  promo?: PromoTerms | null;
}

/** The order and the summary it carries (the same `summariseCart` figures the cart showed). */
export function buildOrderPayload({ ids, buyer, address, lines, promo = null }: BuildOrderInput): { payload: ShopifyOrderPayload; summary: CartSummary } {
  if (lines.length === 0) throw new Error('An order needs at least one line');
  if (ids.lineIds.length !== lines.length) throw new Error('One line id per order line');
  const summary = summariseCart(lines, promo);
  const shopifyAddress = toShopifyAddress(address);
  const payload: ShopifyOrderPayload = {
    id: ids.orderId,
    order_number: ORDER_NUMBER_PLACEHOLDER,
    // Unpaid until a payment is confirmed (issue 23): the API ignores what a client says here.
    financial_status: 'pending',
    currency: ORDER_CURRENCY,
    subtotal_price: toPriceString(summary.subtotal),
    total_price: toPriceString(summary.total),
    total_discount: toPriceString(summary.discount + (summary.promo?.discount ?? 0)),
    ...(promo ? { promo_code: promo.code } : {}),
    total_tax: toPriceString(summary.tax),
    total_shipping_price_set: { shop_money: money(summary.shipping), presentment_money: money(summary.shipping) },
    customer: {
      id: buyer.id,
      first_name: buyer.firstName,
      last_name: buyer.lastName,
      email: buyer.email,
      phone: buyer.phone,
      currency: ORDER_CURRENCY,
      default_address: shopifyAddress,
    },
    line_items: lines.map((line, index) => ({
      id: ids.lineIds[index],
      product_id: line.productId,
      name: line.title,
      quantity: line.quantity,
      price: toPriceString(line.price),
      sku: line.sku,
      taxable: true,
    })),
    shipping_address: shopifyAddress,
    shipping_lines: [{ title: SHIPPING_TITLE, price: toPriceString(summary.shipping), code: 'standard' }],
    payment_gateway_names: [PAYMENT_GATEWAY],
    test: true,
  };
  return { payload, summary };
}
