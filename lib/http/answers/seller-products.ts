// The seller's products: a save or a step answers the product as it now stands.
import * as z from 'zod/mini';
import type { SellerProduct } from '@/lib/domain/seller';
import { PRODUCT_STATUSES } from '@/contract/rules/product-status';
import { id } from './common';

const text = () => z.string();
const maybeText = () => z.nullable(z.string());

const sellerProduct = z.object({
  id: id(),
  name: text(),
  description: text(),
  price: z.number(),
  stock: id(),
  sku: text(),
  status: z.enum(PRODUCT_STATUSES),
  serialNumber: maybeText(),
  categoryId: id(),
  subcategoryId: id(),
  divisionId: id(),
  placement: text(),
  tags: z.array(text()),
  origin: maybeText(),
  weight: maybeText(),
  dimensions: maybeText(),
  maker: maybeText(),
  region: maybeText(),
  materials: z.array(text()),
  timeToMake: maybeText(),
  updatedAt: text(),
}) satisfies z.ZodMiniType<SellerProduct>;

/** POST /api/seller/products, PATCH /api/seller/products/{id}, POST /api/seller/products/{id}/{step}. */
export const sellerProductAnswer = z.object({ message: z.string(), product: sellerProduct });
