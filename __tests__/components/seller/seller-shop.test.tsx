/** @jest-environment jsdom */
// The shop profile at /seller/shop: the page shows the seller's shop (its form filled in, its logo
// or the line saying there is none, a link to its public page) and reads nothing for a buyer;
// the form checks the contract's rules before sending, sends the profile and says it is saved,
// and shows the API's field messages; the logo and banner upload at once (refused first with the
// contract's words), the status saying so, and can be removed.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SellerShopPage from '@/app/(seller)/seller/shop/page';
import { SellerShopForm } from '@/components/seller-shop/seller-shop-form';
import { SellerShopImage } from '@/components/seller-shop/seller-shop-image';
import { requireUser } from '@/lib/session/session';
import { getSellerShop } from '@/lib/upstream/seller-shop';
import { sellerShop } from './shop-fixtures';
import { deferred, fetchMock, installFetch, jsonResponse, renderWithToasts, sentBody, settleUntil } from '../../support/browser';

jest.mock('next/navigation', () => ({
  redirect: (url: string) => {
    throw new Error(`NEXT_REDIRECT ${url}`);
  },
}));
jest.mock('@/lib/upstream/seller-shop', () => ({ getSellerShop: jest.fn() }));
jest.mock('@/lib/session/session', () => ({ sessionExpiredUrl: (path: string) => `/api/session/expired?redirect=${path}`, requireUser: jest.fn() }));

// No phone yet: its field starts empty.
const shop = { ...sellerShop, phone: null };

const session = (userType: 'buyer' | 'seller') => ({ user: { id: '9', name: 'Keza', email: 'keza@example.com', userType }, accessToken: 'token' });

beforeEach(() => {
  installFetch();
  jest.clearAllMocks();
});

describe('/seller/shop', () => {
  it('shows the seller’s shop: the form filled in, the logo, no banner yet, and a link to its public page', async () => {
    jest.mocked(requireUser).mockResolvedValue(session('seller'));
    jest.mocked(getSellerShop).mockResolvedValue({ ok: true, data: shop, message: '' });
    const page = await SellerShopPage();
    if (!page) throw new Error('a seller gets the page');
    renderWithToasts(page);
    expect(requireUser).toHaveBeenCalledWith('/seller/shop');
    expect(getSellerShop).toHaveBeenCalledWith('token');
    expect(screen.getByRole('heading', { level: 1, name: 'Shop profile' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View your shop page' })).toHaveAttribute('href', '/seller-gallery/shop/musanze-weavers');
    expect(screen.getByLabelText('Description')).toHaveValue('Sisal baskets.');
    expect(screen.getByLabelText('Location')).toHaveValue('Musanze');
    expect(screen.getByLabelText('Country')).toHaveValue('Rwanda');
    expect(screen.getByLabelText('Contact email')).toHaveValue('hello@musanze.example');
    expect(screen.getByLabelText('Contact phone')).toHaveValue('');
    const logo = screen.getByRole('region', { name: 'Logo' });
    expect(within(logo).getByRole('img', { name: 'Musanze Weavers logo' })).toBeInTheDocument();
    expect(within(logo).getByRole('button', { name: 'Remove the logo' })).toBeInTheDocument();
    const banner = screen.getByRole('region', { name: 'Banner' });
    expect(within(banner).getByText('No banner yet.')).toBeInTheDocument();
    expect(within(banner).queryByRole('button', { name: 'Remove the banner' })).toBeNull();
    expect(within(banner).getByLabelText('Upload a banner')).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
  });

  it('says so when the shop cannot be read', async () => {
    jest.mocked(requireUser).mockResolvedValue(session('seller'));
    jest.mocked(getSellerShop).mockResolvedValue({
      ok: false,
      error: { kind: 'network', status: 0, message: null, fieldErrors: {}, messages: [], retryAfter: null },
    });
    render((await SellerShopPage())!);
    expect(screen.getByRole('alert')).toHaveTextContent('Your shop could not be loaded. Please try again later.');
  });

  it('reads nothing for a buyer (the seller layout shows them its 403 page)', async () => {
    jest.mocked(requireUser).mockResolvedValue(session('buyer'));
    expect(await SellerShopPage()).toBeNull();
    expect(getSellerShop).not.toHaveBeenCalled();
  });
});

describe('SellerShopForm', () => {
  it('sends the profile and says it is saved', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { message: 'Your shop profile is saved.', shop: { ...shop, location: 'Kigali' } }));
    renderWithToasts(<SellerShopForm shop={shop} />);
    await user.clear(screen.getByLabelText('Location'));
    await user.type(screen.getByLabelText('Location'), ' Kigali ');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await settleUntil(() => expect(screen.getByText('Your shop profile is saved.')).toHaveAttribute('role', 'status'));
    expect(fetchMock.mock.calls[0][0]).toBe('/api/seller/shop');
    expect(fetchMock.mock.calls[0][1]?.method).toBe('PATCH');
    expect(sentBody()).toEqual({
      description: 'Sisal baskets.',
      location: 'Kigali',
      country: 'Rwanda',
      email: 'hello@musanze.example',
      phone_number: null,
      mpesa_number: '+254712345678',
    });
    expect(screen.getByLabelText('Location')).toHaveValue('Kigali');
  });

  it('names what to fix before sending anything', async () => {
    const user = userEvent.setup();
    renderWithToasts(<SellerShopForm shop={shop} />);
    await user.clear(screen.getByLabelText('Country'));
    await user.clear(screen.getByLabelText('Contact email'));
    await user.type(screen.getByLabelText('Contact email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await settleUntil(() => expect(screen.getAllByText('The country is required.').length).toBeGreaterThan(0));
    expect(screen.getAllByText('Please enter a valid email address.').length).toBeGreaterThan(0);
    expect(screen.getByLabelText('Country')).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the API’s field message beside its field', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(
      jsonResponse(422, { message: 'Please enter a valid phone number.', fieldErrors: { phone_number: 'Please enter a valid phone number.' } }),
    );
    renderWithToasts(<SellerShopForm shop={shop} />);
    await user.type(screen.getByLabelText('Contact phone'), '+250788000001');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await settleUntil(() => expect(screen.getByLabelText('Contact phone')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getAllByText('Please enter a valid phone number.').length).toBeGreaterThan(0);
  });
});

describe('SellerShopImage', () => {
  it('uploads the chosen logo at once, saying so, and shows the new one', async () => {
    const user = userEvent.setup();
    const answer = deferred<Response>();
    fetchMock.mockReturnValueOnce(answer.promise);
    render(<SellerShopImage kind="logo" shopName="Musanze Weavers" image={null} />);
    expect(screen.getByText('No logo yet.')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Upload a logo'), new File(['bytes'], 'logo.png', { type: 'image/png' }));
    await settleUntil(() => expect(screen.getByRole('status')).toHaveTextContent('Uploading…'));
    expect(fetchMock.mock.calls[0][0]).toBe('/api/seller/shop/images/logo');
    expect(((fetchMock.mock.calls[0][1]?.body as FormData).get('image') as File).name).toBe('logo.png');
    answer.resolve(jsonResponse(200, { message: 'Logo saved.', shop: { ...shop, logo: '/media/uploads/logo-13.webp' } }));
    await settleUntil(() => expect(screen.getByRole('status')).toHaveTextContent('Logo saved.'));
    expect(screen.getByRole('img', { name: 'Musanze Weavers logo' })).toHaveAttribute('src', expect.stringContaining('logo-13.webp'));
    expect(screen.getByRole('button', { name: 'Remove the logo' })).toBeInTheDocument();
  });

  it('refuses a file that is not an image in the browser, with the API’s words', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<SellerShopImage kind="banner" shopName="Musanze Weavers" image={null} />);
    await user.upload(screen.getByLabelText('Upload a banner'), new File(['%PDF'], 'banner.pdf', { type: 'application/pdf' }));
    await settleUntil(() => expect(screen.getByRole('alert')).toHaveTextContent('This file is not a JPEG, PNG or WebP image.'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('removes the banner, or shows why it could not', async () => {
    const user = userEvent.setup();
    fetchMock
      .mockResolvedValueOnce(jsonResponse(503, { message: 'down' }))
      .mockResolvedValueOnce(jsonResponse(200, { message: 'Banner removed.', shop: { ...shop, banner: null } }));
    render(<SellerShopImage kind="banner" shopName="Musanze Weavers" image="/media/uploads/banner-12.webp" />);
    expect(screen.getByRole('img', { name: 'Musanze Weavers banner' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove the banner' }));
    await settleUntil(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to remove the image. Please try again.'));
    expect(fetchMock.mock.calls[0][1]?.method).toBe('DELETE');
    await user.click(screen.getByRole('button', { name: 'Remove the banner' }));
    await settleUntil(() => expect(screen.getByRole('status')).toHaveTextContent('Banner removed.'));
    expect(screen.getByText('No banner yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove the banner' })).toBeNull();
  });
});
