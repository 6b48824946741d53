// Fixtures of the seller's tests (issue 32): a seller with a shop of their own, a draft product of
// theirs with or without a photo, real images made with sharp (and one handcrafted image bomb),
// and multipart uploads through the app as a browser sends them.
import { deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { divisions, productImages, products, shops } from '../src/db/schema';
import type { TestApi, TestResponse } from './harness';

let shopCounter = 0;

/** A new seller with a shop of their own, in Kenya. */
export async function sellerWithShop(api: TestApi) {
  const seller = await api.createUser({ userType: 'seller' });
  shopCounter += 1;
  const [shop] = await api.db
    .insert(shops)
    .values({
      ownerId: seller.id,
      shopName: `Photo Shop ${shopCounter}`,
      shopUrlSlug: `photo-shop-${seller.id}-${shopCounter}`,
      shopType: 'individual',
      location: 'Kitui',
      country: 'Kenya',
    })
    .returning({ id: shops.id, slug: shops.shopUrlSlug });
  return { ...seller, shopId: shop.id, shopSlug: shop.slug };
}

let skuCounter = 0;

/** A draft of the seller's, without a photo, made through the API. */
export async function draftWithoutPhoto(api: TestApi, token: string): Promise<{ product_id: number; product_name: string }> {
  const [division] = await api.db.select({ id: divisions.id }).from(divisions).orderBy(divisions.id).limit(1);
  skuCounter += 1;
  const res = await api.request('POST', '/seller/products', {
    token,
    body: { name: 'Sisal photo basket', price: 1800, stock: 3, sku: `PH-${process.pid}-${skuCounter}`, division_id: division.id },
  });
  if (res.status !== 201) throw new Error(`Could not create a draft: ${res.status} ${res.body.message}`);
  return res.body.data.product;
}

/** Gives a product a photo (one of the seed's files), as a seller's upload would: it may then be published. */
export async function givePhoto(api: TestApi, productId: number): Promise<void> {
  const [seeded] = await api.db.select({ imageUrl: productImages.imageUrl }).from(productImages).limit(1);
  const [{ name }] = await api.db.select({ name: products.productName }).from(products).where(eq(products.id, productId));
  await api.db.insert(productImages).values({ productId, imageUrl: seeded.imageUrl, altText: name, position: 0 });
}

/** A real picture of `width` x `height` in a format a seller may upload. */
export function picture(width: number, height: number, format: 'jpeg' | 'png' | 'webp' = 'png'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 180, g: 120, b: 60 } } })
    .toFormat(format)
    .toBuffer();
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * An image bomb: a well-formed PNG of a few hundred bytes whose header claims `width` x `height`
 * (8-bit RGB), with a tiny IDAT: decoding it would allocate the whole claimed picture.
 */
export function pngClaiming(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(64))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export interface UploadFile {
  bytes: Uint8Array;
  name: string;
  type: string;
}

/** POSTs the files as a multipart form, the way the storefront's upload field does. */
export async function upload(api: TestApi, path: string, token: string | undefined, field: string, files: UploadFile[]): Promise<TestResponse> {
  const form = new FormData();
  for (const file of files) form.append(field, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const res = await api.app.request(path, { method: 'POST', body: form, headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.status, body: await res.json(), headers: res.headers };
}

/** The bytes a media URL serves (absolute on the API's host, as answers write it). */
export async function fetchMedia(api: TestApi, url: string): Promise<Response> {
  return api.app.request(new URL(url).pathname);
}
