// A product's photos (issue 32, points 3 and 7): a seller uploads real images, which are judged by
// their content, re-encoded as WebP without metadata (no GPS position from a phone reaches buyers)
// and served from the database; a file that is not an image, too large, damaged or an image bomb is
// refused with its message and nothing is stored; photos are reordered and removed; a product is
// published with a photo only; another shop's product is a 404, a buyer is refused with 403.
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { IMAGE_MESSAGES, MAX_IMAGE_BYTES, MAX_PRODUCT_IMAGES, STORED_IMAGE_WIDTH } from '../../contract/rules/images';
import { mediaFiles, productImages } from '../src/db/schema';
import { testApiForFile } from './harness';
import { draftWithoutPhoto, fetchMedia, picture, pngClaiming, sellerWithShop, upload, type UploadFile } from './seller-fixtures';

const api = testApiForFile();

const photosPath = (id: number) => `/seller/products/${id}/images`;
const asFile = (bytes: Uint8Array, name = 'photo.png', type = 'image/png'): UploadFile => ({ bytes, name, type });
const storedFiles = async () => (await api.db.select({ n: count() }).from(mediaFiles))[0].n;
const photoRows = (productId: number) => api.db.select().from(productImages).where(eq(productImages.productId, productId));

/** A phone's JPEG: taken on its side (EXIF orientation 6), with the owner's words and a GPS position in its EXIF. */
function phoneJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 300, height: 200, channels: 3, background: { r: 90, g: 140, b: 60 } } })
    .jpeg()
    .withExif({
      IFD0: { ImageDescription: 'Our home in Kitui', Make: 'PhoneCo' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '1/1 22/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '38/1 1/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** True when the EXIF block holds a GPS section (its pointer, tag 0x8825, in either byte order). */
const hasGpsPointer = (exif: Buffer) => exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));

describe('POST /seller/products/{id}/images', () => {
  it('keeps a phone’s JPEG upright, as WebP, with no EXIF, GPS, ICC or XMP left, and serves it from the database', async () => {
    const seller = await sellerWithShop(api);
    const draft = await draftWithoutPhoto(api, seller.token);
    const original = await phoneJpeg();
    const before = await sharp(original).metadata();
    expect(before.exif && hasGpsPointer(before.exif)).toBe(true);
    expect(before.exif?.toString('latin1')).toContain('Our home in Kitui');

    const res = await upload(api, photosPath(draft.product_id), seller.token, 'images', [asFile(original, 'IMG_0001.JPG', 'image/jpeg')]);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Photo added.');
    const [photo] = res.body.data.images;
    // Turned upright: the 300 x 200 picture taken on its side is 200 wide and 300 high.
    expect(photo).toEqual({
      id: expect.any(Number),
      image_url: expect.stringMatching(/^http:\/\/api\.test\/media\/uploads\/[0-9a-f]{32}\.webp$/),
      alt_text: draft.product_name,
      position: 0,
      width: 200,
      height: 300,
    });

    const served = await fetchMedia(api, photo.image_url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await served.arrayBuffer());
    const after = await sharp(bytes).metadata();
    expect({ format: after.format, width: after.width, height: after.height }).toEqual({ format: 'webp', width: 200, height: 300 });
    expect({ exif: after.exif, icc: after.icc, xmp: after.xmp, orientation: after.orientation }).toEqual({
      exif: undefined,
      icc: undefined,
      xmp: undefined,
      orientation: undefined,
    });
    expect(bytes.toString('latin1')).not.toContain('Our home in Kitui');
  });

  it('shrinks a wide picture to the widest the storefront serves, never enlarges a small one, and takes several files at once', async () => {
    const seller = await sellerWithShop(api);
    const draft = await draftWithoutPhoto(api, seller.token);
    const res = await upload(api, photosPath(draft.product_id), seller.token, 'images', [
      asFile(await picture(2400, 1200, 'png')),
      asFile(await picture(640, 480, 'webp'), 'small.webp', 'image/webp'),
    ]);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Photos added.');
    expect(res.body.data.images.map((p: { width: number; height: number; position: number }) => [p.position, p.width, p.height])).toEqual([
      [0, STORED_IMAGE_WIDTH, STORED_IMAGE_WIDTH / 2],
      [1, 640, 480],
    ]);
  });

  it('judges by content: a text file named photo.jpg is not an image, whatever it says it is', async () => {
    const seller = await sellerWithShop(api);
    const draft = await draftWithoutPhoto(api, seller.token);
    const stored = await storedFiles();
    const res = await upload(api, photosPath(draft.product_id), seller.token, 'images', [
      asFile(Buffer.from('Hello, I am not a picture.\n'), 'photo.jpg', 'image/jpeg'),
    ]);
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(IMAGE_MESSAGES.notImage);
    expect(res.body.data).toEqual({ images: [IMAGE_MESSAGES.notImage] });
    // A GIF named .png is not one of the three types either.
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    expect((await upload(api, photosPath(draft.product_id), seller.token, 'images', [asFile(gif)])).body.message).toBe(IMAGE_MESSAGES.notImage);
    expect(await storedFiles()).toBe(stored);
  });

  it('refuses an image bomb from its header (a tiny PNG claiming 60000 x 60000) and stores nothing', async () => {
    const seller = await sellerWithShop(api);
    const draft = await draftWithoutPhoto(api, seller.token);
    const bomb = pngClaiming(60_000, 60_000);
    expect(bomb.length).toBeLessThan(1000);
    expect(await sharp(bomb, { limitInputPixels: false }).metadata()).toMatchObject({ format: 'png', width: 60_000, height: 60_000 });
    const stored = await storedFiles();
    const res = await upload(api, photosPath(draft.product_id), seller.token, 'images', [asFile(await picture(100, 100)), asFile(bomb, 'bomb.png')]);
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(IMAGE_MESSAGES.tooManyPixels);
    // The good file sent with it is not kept either.
    expect(await storedFiles()).toBe(stored);
    expect(await photoRows(draft.product_id)).toEqual([]);
    // One long side is a bomb too.
    expect((await upload(api, photosPath(draft.product_id), seller.token, 'images', [asFile(pngClaiming(20_000, 10))])).body.message).toBe(
      IMAGE_MESSAGES.tooManyPixels,
    );
  });

  it('refuses a damaged file and one over 8 MB', async () => {
    const seller = await sellerWithShop(api);
    const draft = await draftWithoutPhoto(api, seller.token);
    const jpeg = await picture(400, 400, 'jpeg');
    const damaged = await upload(api, photosPath(draft.product_id), seller.token, 'images', [
      asFile(jpeg.subarray(0, jpeg.length / 2), 'cut.jpg', 'image/jpeg'),
    ]);
    expect(damaged.status).toBe(422);
    expect(damaged.body.message).toBe(IMAGE_MESSAGES.unreadable);

    const huge = Buffer.alloc(MAX_IMAGE_BYTES + 1);
    huge.set(jpeg.subarray(0, 64));
    const tooLarge = await upload(api, photosPath(draft.product_id), seller.token, 'images', [asFile(huge, 'huge.jpg', 'image/jpeg')]);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.message).toBe(IMAGE_MESSAGES.tooLarge);
    expect(await photoRows(draft.product_id)).toEqual([]);
  });

  it('asks for an image when the form carries none, or is not a form', async () => {
    const seller = await sellerWithShop(api);
    const draft = await draftWithoutPhoto(api, seller.token);
    const wrongField = new FormData();
    wrongField.append('photo', new Blob([new Uint8Array(await picture(10, 10))], { type: 'image/png' }), 'a.png');
    wrongField.append('images', 'just text');
    const noFile = await api.app.request(photosPath(draft.product_id), {
      method: 'POST',
      body: wrongField,
      headers: { authorization: `Bearer ${seller.token}` },
    });
    expect(noFile.status).toBe(422);
    expect((await noFile.json()).message).toBe(IMAGE_MESSAGES.missing);
    const json = await api.request('POST', photosPath(draft.product_id), { token: seller.token, body: { images: ['x'] } });
    expect(json.status).toBe(400);
    expect(json.body.message).toBe(IMAGE_MESSAGES.missing);
  });

  it(`keeps at most ${MAX_PRODUCT_IMAGES} photos: the 9th is refused`, async () => {
    const seller = await sellerWithShop(api);
    const draft = await draftWithoutPhoto(api, seller.token);
    const small = asFile(await picture(20, 20));
    const eight = await upload(
      api,
      photosPath(draft.product_id),
      seller.token,
      'images',
      Array.from({ length: MAX_PRODUCT_IMAGES }, () => small),
    );
    expect(eight.status).toBe(201);
    expect(eight.body.data.images).toHaveLength(MAX_PRODUCT_IMAGES);
    const ninth = await upload(api, photosPath(draft.product_id), seller.token, 'images', [small]);
    expect(ninth.status).toBe(422);
    expect(ninth.body.message).toBe(IMAGE_MESSAGES.tooMany);
    expect(await photoRows(draft.product_id)).toHaveLength(MAX_PRODUCT_IMAGES);
  });
});

describe('ordering and removing photos', () => {
  async function productWithPhotos(n: number) {
    const seller = await sellerWithShop(api);
    const draft = await draftWithoutPhoto(api, seller.token);
    const files = await Promise.all(Array.from({ length: n }, (_, i) => picture(30 + i, 30)));
    const res = await upload(
      api,
      photosPath(draft.product_id),
      seller.token,
      'images',
      files.map((bytes) => asFile(bytes)),
    );
    const ids: number[] = res.body.data.images.map((p: { id: number }) => p.id);
    return { seller, draft, ids, images: res.body.data.images as { id: number; image_url: string; width: number }[] };
  }

  it('puts the photos in the order given; the first is the main photo buyers see', async () => {
    const { seller, draft, ids, images } = await productWithPhotos(3);
    const reversed = [...ids].reverse();
    const res = await api.request('PUT', `${photosPath(draft.product_id)}/order`, { token: seller.token, body: { image_ids: reversed } });
    expect(res.status).toBe(200);
    expect(res.body.data.images.map((p: { id: number; position: number }) => [p.id, p.position])).toEqual(reversed.map((id, i) => [id, i]));
    const own = await api.request('GET', `/seller/products/${draft.product_id}`, { token: seller.token });
    expect(own.body.data.product.images.map((p: { id: number }) => p.id)).toEqual(reversed);

    expect((await api.request('POST', `/seller/products/${draft.product_id}/publish`, { token: seller.token })).status).toBe(200);
    const shown = await api.request('GET', `/products/${draft.product_id}`);
    expect(shown.body.data.product.images.map((p: { image_url: string }) => p.image_url)).toEqual([...images].reverse().map((p) => p.image_url));
  });

  it('refuses an order that leaves a photo out, names one twice or names another product’s', async () => {
    const { seller, draft, ids } = await productWithPhotos(2);
    const other = await productWithPhotos(1);
    for (const image_ids of [[ids[0]], [ids[0], ids[0]], [ids[0], ids[1], ids[1]], [ids[0], other.ids[0]], []]) {
      const res = await api.request('PUT', `${photosPath(draft.product_id)}/order`, { token: seller.token, body: { image_ids } });
      expect({ image_ids, status: res.status }).toEqual({ image_ids, status: 422 });
    }
    const res = await api.request('PUT', `${photosPath(draft.product_id)}/order`, { token: seller.token, body: { image_ids: [ids[1], 'x'] } });
    expect(res.status).toBe(422);
    expect((await photoRows(draft.product_id)).sort((a, b) => a.id - b.id).map((p) => p.position)).toEqual([0, 1]);
  });

  it('removes a photo and its stored file; the others close ranks', async () => {
    const { seller, draft, ids, images } = await productWithPhotos(3);
    const res = await api.request('DELETE', `${photosPath(draft.product_id)}/${ids[0]}`, { token: seller.token });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Photo removed.');
    expect(res.body.data.images.map((p: { id: number; position: number }) => [p.id, p.position])).toEqual([
      [ids[1], 0],
      [ids[2], 1],
    ]);
    expect((await fetchMedia(api, images[0].image_url)).status).toBe(404);
    expect((await fetchMedia(api, images[1].image_url)).status).toBe(200);
    expect((await api.request('DELETE', `${photosPath(draft.product_id)}/${ids[0]}`, { token: seller.token })).status).toBe(404);
  });

  it('deletes the stored files of a product that is deleted', async () => {
    const { seller, draft, images } = await productWithPhotos(2);
    expect((await api.request('DELETE', `/seller/products/${draft.product_id}`, { token: seller.token })).status).toBe(200);
    for (const image of images) expect((await fetchMedia(api, image.image_url)).status).toBe(404);
  });

  it('keeps the last photo of a published product, and publishes only a product with a photo', async () => {
    const seller = await sellerWithShop(api);
    const draft = await draftWithoutPhoto(api, seller.token);
    const refused = await api.request('POST', `/seller/products/${draft.product_id}/publish`, { token: seller.token });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Add at least one photo before publishing.');

    const added = await upload(api, photosPath(draft.product_id), seller.token, 'images', [asFile(await picture(50, 50))]);
    expect((await api.request('POST', `/seller/products/${draft.product_id}/publish`, { token: seller.token })).status).toBe(200);
    const last = await api.request('DELETE', `${photosPath(draft.product_id)}/${added.body.data.images[0].id}`, { token: seller.token });
    expect(last.status).toBe(409);
    expect(last.body.message).toBe('A published product needs at least one photo.');
    expect(await photoRows(draft.product_id)).toHaveLength(1);
  });
});

describe('who may change a product’s photos', () => {
  it('finds no product of another shop: nothing is stored or changed', async () => {
    const owner = await sellerWithShop(api);
    const stranger = await sellerWithShop(api);
    const draft = await draftWithoutPhoto(api, owner.token);
    const added = await upload(api, photosPath(draft.product_id), owner.token, 'images', [asFile(await picture(40, 40))]);
    const imageId = added.body.data.images[0].id;
    const stored = await storedFiles();

    const uploaded = await upload(api, photosPath(draft.product_id), stranger.token, 'images', [asFile(await picture(40, 40))]);
    expect(uploaded.status).toBe(404);
    expect(uploaded.body.message).toBe('Product not found');
    expect((await api.request('DELETE', `${photosPath(draft.product_id)}/${imageId}`, { token: stranger.token })).status).toBe(404);
    expect((await api.request('PUT', `${photosPath(draft.product_id)}/order`, { token: stranger.token, body: { image_ids: [imageId] } })).status).toBe(404);
    // Nor may the owner name another product's photo under their own product.
    const ownOther = await draftWithoutPhoto(api, owner.token);
    expect((await api.request('DELETE', `${photosPath(ownOther.product_id)}/${imageId}`, { token: owner.token })).status).toBe(404);
    expect(await storedFiles()).toBe(stored);
    expect(await photoRows(draft.product_id)).toHaveLength(1);
  });

  it('answers a buyer 403 and an anonymous caller 401', async () => {
    const owner = await sellerWithShop(api);
    const draft = await draftWithoutPhoto(api, owner.token);
    const buyer = await api.createUser();
    const file = [asFile(await picture(40, 40))];
    expect((await upload(api, photosPath(draft.product_id), buyer.token, 'images', file)).status).toBe(403);
    expect((await upload(api, photosPath(draft.product_id), undefined, 'images', file)).status).toBe(401);
    expect((await api.request('PUT', `${photosPath(draft.product_id)}/order`, { token: buyer.token, body: { image_ids: [1] } })).status).toBe(403);
    expect((await api.request('DELETE', `${photosPath(draft.product_id)}/1`)).status).toBe(401);
  });
});

describe('GET /media/uploads/{key}.webp', () => {
  it('answers 404 for a key no upload has, and for a malformed one', async () => {
    for (const path of ['/media/uploads/0123456789abcdef0123456789abcdef.webp', '/media/uploads/nope.webp', '/media/uploads/%2e%2e%2fproducts%2f1.png']) {
      expect((await api.app.request(path)).status).toBe(404);
    }
  });
});
