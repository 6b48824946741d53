/** @jest-environment jsdom */
// A product's photos on its page in the seller centre: each shown with its number and the
// product's name, the first marked the main photo; chosen files checked first with the contract's
// words and uploaded one per request in order, the status saying which is on its way and then
// that the photos are saved; the API's refusal of one file shown while the others still go; a
// photo made the main one, moved or removed through the API, the list following each answer; no
// more files offered once there are eight.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SellerProductPhotos } from '@/components/seller-products/seller-product-photos';
import type { SellerPhoto } from '@/lib/domain/seller';
import { MAX_IMAGE_BYTES } from '@/contract/rules/images';
import { deferred, fetchMock, installFetch, jsonResponse, sentBody, settle, settleUntil } from '../../support/browser';

const photo = (id: number, position: number): SellerPhoto => ({
  id,
  url: `/media/uploads/p${id}.webp`,
  alt: 'Kiondo Tote',
  position,
  width: 1920,
  height: 1440,
});

const file = (name: string, type = 'image/png', size?: number) => {
  const made = new File(['bytes'], name, { type });
  if (size !== undefined) Object.defineProperty(made, 'size', { value: size });
  return made;
};

/** The file sent by the nth request (its FormData's 'images' field). */
const sentFile = (call: number) => (fetchMock.mock.calls[call]?.[1]?.body as FormData).get('images') as File;

function show(photos: SellerPhoto[]) {
  render(<SellerProductPhotos productId={49} productName="Kiondo Tote" photos={photos} />);
}

const photoList = () => within(screen.getByRole('list', { name: 'Photos' })).getAllByRole('listitem');

beforeEach(() => {
  installFetch();
});

describe('SellerProductPhotos', () => {
  it('shows each photo numbered with the product’s name, the first as the main photo, with the buttons each may use', () => {
    show([photo(3, 0), photo(4, 1), photo(5, 2)]);
    expect(screen.getByRole('heading', { name: 'Photos' })).toBeInTheDocument();
    expect(screen.getByText('1 to 8 photos, JPEG, PNG or WebP up to 8 MB each. The first is the main photo.')).toBeInTheDocument();
    const [first, second, third] = photoList();
    expect(within(first).getByRole('img', { name: 'Photo 1 of Kiondo Tote' })).toBeInTheDocument();
    expect(within(first).getByText('Main photo')).toBeInTheDocument();
    expect(within(second).queryByText('Main photo')).toBeNull();
    expect(within(first).queryByRole('button', { name: 'Make photo 1 the main photo' })).toBeNull();
    expect(within(first).queryByRole('button', { name: 'Move photo 1 earlier' })).toBeNull();
    expect(within(first).getByRole('button', { name: 'Move photo 1 later' })).toBeInTheDocument();
    expect(within(second).getByRole('button', { name: 'Make photo 2 the main photo' })).toBeInTheDocument();
    expect(within(second).getByRole('button', { name: 'Move photo 2 earlier' })).toBeInTheDocument();
    expect(within(third).queryByRole('button', { name: 'Move photo 3 later' })).toBeNull();
    expect(within(third).getByRole('button', { name: 'Remove photo 3' })).toBeInTheDocument();
    expect(screen.getByLabelText('Add photos')).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    expect(screen.getByLabelText('Add photos')).toBeEnabled();
  });

  it('uploads the chosen files one per request, in order, saying which is on its way, then that the photos are saved', async () => {
    const user = userEvent.setup();
    const firstAnswer = deferred<Response>();
    const secondAnswer = deferred<Response>();
    fetchMock.mockReturnValueOnce(firstAnswer.promise).mockReturnValueOnce(secondAnswer.promise);
    show([]);
    await user.upload(screen.getByLabelText('Add photos'), [file('front.png'), file('side.jpg', 'image/jpeg')]);
    await settleUntil(() => expect(screen.getByRole('status')).toHaveTextContent('Uploading photo 1 of 2…'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe('/api/seller/products/49/images');
    expect(fetchMock.mock.calls[0][1]?.method).toBe('POST');
    expect(sentFile(0).name).toBe('front.png');
    firstAnswer.resolve(jsonResponse(201, { message: 'Photo added.', photos: [photo(3, 0)] }));
    await settleUntil(() => expect(screen.getByRole('status')).toHaveTextContent('Uploading photo 2 of 2…'));
    expect(photoList()).toHaveLength(1);
    expect(sentFile(1).name).toBe('side.jpg');
    secondAnswer.resolve(jsonResponse(201, { message: 'Photo added.', photos: [photo(3, 0), photo(4, 1)] }));
    await settleUntil(() => expect(screen.getByRole('status')).toHaveTextContent('Photos saved.'));
    expect(photoList()).toHaveLength(2);
    expect(screen.queryByRole('alert')?.textContent ?? '').toBe('');
  });

  it('refuses a file of the wrong type or over 8 MB in the browser with the API’s words, and sends the others', async () => {
    const user = userEvent.setup({ applyAccept: false });
    fetchMock.mockResolvedValue(jsonResponse(201, { message: 'Photo added.', photos: [photo(3, 0)] }));
    show([]);
    await user.upload(screen.getByLabelText('Add photos'), [file('notes.txt', 'text/plain'), file('front.png')]);
    await settleUntil(() => expect(screen.getByRole('status')).toHaveTextContent('Photos saved.'));
    expect(screen.getByRole('alert')).toHaveTextContent('This file is not a JPEG, PNG or WebP image.');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sentFile(0).name).toBe('front.png');

    fetchMock.mockClear();
    await user.upload(screen.getByLabelText('Add photos'), [file('huge.jpg', 'image/jpeg', MAX_IMAGE_BYTES + 1)]);
    await settleUntil(() => expect(screen.getByRole('alert')).toHaveTextContent('An image may be at most 8 MB.'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the API’s refusal of one file, and still sends the next', async () => {
    const user = userEvent.setup();
    fetchMock
      .mockResolvedValueOnce(jsonResponse(422, { message: 'This file is not a JPEG, PNG or WebP image.' }))
      .mockResolvedValueOnce(jsonResponse(201, { message: 'Photo added.', photos: [photo(3, 0)] }));
    show([]);
    await user.upload(screen.getByLabelText('Add photos'), [file('renamed.png'), file('front.png')]);
    await settleUntil(() => expect(screen.getByRole('status')).toHaveTextContent('Photos saved.'));
    expect(screen.getByRole('alert')).toHaveTextContent('This file is not a JPEG, PNG or WebP image.');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(photoList()).toHaveLength(1);
  });

  it('sends only as many files as there is room for, and says why the rest were not', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(jsonResponse(201, { message: 'Photo added.', photos: [0, 1, 2, 3, 4, 5, 6, 7].map((i) => photo(i + 1, i)) }));
    show([0, 1, 2, 3, 4, 5].map((i) => photo(i + 1, i)));
    await user.upload(screen.getByLabelText('Add photos'), [file('a.png'), file('b.png'), file('c.png')]);
    await settleUntil(() => expect(screen.getByRole('status')).toHaveTextContent('Photos saved.'));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('alert')).toHaveTextContent('A product may have at most 8 photos.');
  });

  it('offers no more files once the product has eight photos', () => {
    show([0, 1, 2, 3, 4, 5, 6, 7].map((i) => photo(i + 1, i)));
    expect(screen.getByLabelText('Add photos')).toBeDisabled();
    expect(screen.getByText('A product may have at most 8 photos.')).toBeInTheDocument();
  });

  it('makes a photo the main one through the API and shows the new order', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { message: 'Photos reordered.', photos: [photo(5, 0), photo(3, 1), photo(4, 2)] }));
    show([photo(3, 0), photo(4, 1), photo(5, 2)]);
    await user.click(screen.getByRole('button', { name: 'Make photo 3 the main photo' }));
    await settleUntil(() => expect(screen.getByRole('status')).toHaveTextContent('Photos reordered.'));
    expect(fetchMock.mock.calls[0][0]).toBe('/api/seller/products/49/images/order');
    expect(fetchMock.mock.calls[0][1]?.method).toBe('PUT');
    expect(sentBody()).toEqual({ image_ids: [5, 3, 4] });
    expect(within(photoList()[0]).getByRole('img')).toHaveAttribute('src', expect.stringContaining('p5.webp'));
  });

  it('moves a photo earlier or later by one place', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(jsonResponse(200, { message: 'Photos reordered.', photos: [photo(3, 0), photo(5, 1), photo(4, 2)] }));
    show([photo(3, 0), photo(4, 1), photo(5, 2)]);
    await user.click(screen.getByRole('button', { name: 'Move photo 2 later' }));
    await settle();
    expect(sentBody(0)).toEqual({ image_ids: [3, 5, 4] });
    await user.click(screen.getByRole('button', { name: 'Move photo 3 earlier' }));
    await settle();
    expect(sentBody(1)).toEqual({ image_ids: [3, 4, 5] });
  });

  it('removes a photo, or shows why the API would not', async () => {
    const user = userEvent.setup();
    fetchMock
      .mockResolvedValueOnce(jsonResponse(200, { message: 'Photo removed.', photos: [photo(3, 0)] }))
      .mockResolvedValueOnce(jsonResponse(409, { message: 'A published product needs at least one photo.' }));
    show([photo(3, 0), photo(4, 1)]);
    await user.click(screen.getByRole('button', { name: 'Remove photo 2' }));
    await settleUntil(() => expect(screen.getByRole('status')).toHaveTextContent('Photo removed.'));
    expect(fetchMock.mock.calls[0][0]).toBe('/api/seller/products/49/images/4');
    expect(fetchMock.mock.calls[0][1]?.method).toBe('DELETE');
    expect(photoList()).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    await settleUntil(() => expect(screen.getByRole('alert')).toHaveTextContent('A published product needs at least one photo.'));
    expect(photoList()).toHaveLength(1);
  });
});
