// The seller's own shop (issue 32, point 6), with the seller's token: its profile as /seller/shop
// shows it, a change of its fields, and its logo and banner (the browser's file forwarded as
// multipart; the token never reaches the browser) uploaded or removed. Each call answers the shop
// as it now stands.
import 'server-only';
import { z } from 'zod';
import type { SellerShop } from '@/lib/domain/seller';
import { api } from '@/lib/routing/urls';
import { SHOP_IMAGE_FIELD } from '@/contract/api/seller-images';
import { sellerShopAnswerSchema, sellerShopChangeSchema } from '@/contract/api/seller-shop';
import type { ShopImageKind } from '@/contract/rules/images';
import { toShopSummary } from './catalog-normalise';
import { userCall, type UpstreamResult } from './client';
import { UPLOAD_TIMEOUT_MS, uploadForm } from './seller-images';

const shopAnswer = sellerShopAnswerSchema.transform(({ shop }): SellerShop => ({
  ...toShopSummary(shop),
  updatedAt: shop.updated_at,
  mpesaNumber: shop.mpesa_number,
}));

export function getSellerShop(token: string): Promise<UpstreamResult<SellerShop>> {
  return userCall(token, api.sellerShop, shopAnswer);
}

export function updateSellerShop(token: string, change: z.input<typeof sellerShopChangeSchema>): Promise<UpstreamResult<SellerShop>> {
  return userCall(token, api.sellerShop, shopAnswer, { method: 'PATCH', body: change });
}

export function uploadSellerShopImage(token: string, kind: ShopImageKind, file: File): Promise<UpstreamResult<SellerShop>> {
  return userCall(token, api.sellerShopImage(kind), shopAnswer, { method: 'POST', body: uploadForm(SHOP_IMAGE_FIELD, file), timeoutMs: UPLOAD_TIMEOUT_MS });
}

export function removeSellerShopImage(token: string, kind: ShopImageKind): Promise<UpstreamResult<SellerShop>> {
  return userCall(token, api.sellerShopImage(kind), shopAnswer, { method: 'DELETE' });
}
