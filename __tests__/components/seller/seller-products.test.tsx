/** @jest-environment jsdom */
// The seller's products: the list shows each product's name, SKU, price in Ksh, stock and state
// (an active product with no stock is out of stock) with a link to edit it, its pages keep the
// search and the filter, and an empty shop is asked to add a product. The form checks the
// contract's rules before sending, chooses the division through its category and subcategory,
// sends the API's body, and shows the API's field messages beside their fields. The steps offer
// what the product's state allows and show the API's refusal. The pages give a buyer
// nothing, reading no seller data (the seller layout shows them its 403 page).
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SellerProductPage from '@/app/(seller)/seller/products/[id]/page';
import NewSellerProductPage from '@/app/(seller)/seller/products/new/page';
import SellerProductsPage from '@/app/(seller)/seller/products/page';
import { SellerProductForm } from '@/components/seller-products/seller-product-form';
import { SellerProductList } from '@/components/seller-products/seller-product-list';
import { SellerProductSteps } from '@/components/seller-products/seller-product-steps';
import type { TaxonomyChoice } from '@/components/seller-products/taxonomy-choice';
import type { Page } from '@/lib/domain/catalog';
import type { SellerProduct } from '@/lib/domain/seller';
import { requireUser } from '@/lib/session/session';
import { getSellerProduct, listSellerProducts } from '@/lib/upstream/seller-products';
import { loadTaxonomyChoices } from '@/components/seller-products/load-taxonomy';
import { fetchMock, installFetch, jsonResponse, renderWithToasts, router, sentBody, settle, settleUntil } from '../../support/browser';

jest.mock('next/navigation', () => ({
  redirect: (url: string) => {
    throw new Error(`NEXT_REDIRECT ${url}`);
  },
  notFound: () => {
    throw new Error('NEXT_NOT_FOUND');
  },
  useRouter: () => router,
}));
jest.mock('@/lib/upstream/seller-products', () => ({ listSellerProducts: jest.fn(), getSellerProduct: jest.fn() }));
jest.mock('@/components/seller-products/load-taxonomy', () => ({ loadTaxonomyChoices: jest.fn() }));
jest.mock('@/lib/session/session', () => ({ sessionExpiredUrl: (path: string) => `/api/session/expired?redirect=${path}`, requireUser: jest.fn() }));

const product: SellerProduct = {
  id: 49,
  name: 'Kiondo Tote',
  description: 'Twined by hand.',
  price: 3510,
  stock: 25,
  sku: 'BAS-005',
  status: 'draft',
  serialNumber: null,
  categoryId: 6,
  subcategoryId: 20,
  divisionId: 54,
  placement: 'Baskets / Kiondo / Leather-trim Kiondo',
  tags: ['kiondo', 'sisal'],
  origin: null,
  weight: '0.4 kg',
  dimensions: null,
  maker: 'Keza',
  region: 'Musanze',
  materials: ['sisal', 'leather'],
  timeToMake: null,
  updatedAt: '2026-11-20T08:00:00.000Z',
};

const taxonomy: TaxonomyChoice[] = [
  {
    id: 6,
    name: 'Baskets',
    subcategories: [
      { id: 20, name: 'Kiondo', divisions: [{ id: 54, name: 'Leather-trim Kiondo' }] },
      { id: 21, name: 'Trays', divisions: [{ id: 60, name: 'Woven trays' }] },
    ],
  },
  { id: 7, name: 'Jewellery', subcategories: [{ id: 30, name: 'Beads', divisions: [{ id: 70, name: 'Necklaces' }] }] },
];

const onePage = (items: SellerProduct[], page = 1, lastPage = 1): Page<SellerProduct> => ({ items, page, lastPage, perPage: 20, total: items.length });

beforeEach(() => {
  installFetch();
  jest.clearAllMocks();
});

describe('SellerProductList', () => {
  it('shows each product’s name, SKU, price, stock and state, with a link to edit it', () => {
    render(
      <SellerProductList
        products={onePage([product, { ...product, id: 50, name: 'Sold-out Tray', sku: 'TRY-1', status: 'active', stock: 0, price: 1250.5 }])}
        q=""
        status={null}
      />,
    );
    const rows = within(screen.getByRole('list', { name: 'Products' })).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByRole('heading', { name: 'Kiondo Tote' })).toBeInTheDocument();
    expect(within(rows[0]).getByText('BAS-005')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Ksh 3,510')).toBeInTheDocument();
    expect(within(rows[0]).getByText('25')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Draft')).toBeInTheDocument();
    expect(within(rows[0]).getByRole('link', { name: 'Edit Kiondo Tote' })).toHaveAttribute('href', '/seller/products/49');
    expect(within(rows[1]).getByText('Ksh 1,250.50')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Out of stock')).toBeInTheDocument();
  });

  it('keeps the search and the state in the filter and in the page links', () => {
    render(<SellerProductList products={onePage([product], 2, 3)} q="kiondo" status="active" />);
    expect(screen.getByLabelText('Search by name or SKU')).toHaveValue('kiondo');
    expect(screen.getByLabelText('State')).toHaveValue('active');
    expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/seller/products?q=kiondo&status=active&page=3');
    expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/seller/products?q=kiondo&status=active');
  });

  it('asks an empty shop to add a product', () => {
    render(<SellerProductList products={onePage([])} q="" status={null} />);
    expect(screen.getByText(/You have no products yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a product' })).toHaveAttribute('href', '/seller/products/new');
  });

  it('says nothing matched a search, without offering to add', () => {
    render(<SellerProductList products={onePage([])} q="zebra" status={null} />);
    expect(screen.getByText('No products match your search.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add a product' })).toBeNull();
  });
});

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Kiondo Tote');
  await user.type(screen.getByLabelText('Price (Ksh)'), '3510');
  await user.type(screen.getByLabelText('Stock'), '25');
  await user.type(screen.getByLabelText('SKU'), 'BAS-005');
  await user.selectOptions(screen.getByLabelText('Category'), 'Baskets');
  await user.selectOptions(screen.getByLabelText('Subcategory'), 'Kiondo');
  await user.selectOptions(screen.getByLabelText('Division'), 'Leather-trim Kiondo');
}

describe('SellerProductForm', () => {
  it('names every missing field before sending anything', async () => {
    const user = userEvent.setup();
    renderWithToasts(<SellerProductForm taxonomy={taxonomy} />);
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(screen.getAllByText('The name may not be blank.').length).toBeGreaterThan(0);
    expect(screen.getByText('The price is required.')).toBeInTheDocument();
    expect(screen.getByText('The stock is required.')).toBeInTheDocument();
    expect(screen.getByText('The SKU is required.')).toBeInTheDocument();
    expect(screen.getByText('Please choose a category, a subcategory and a division.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offers the subcategories of the chosen category, and clears the choice below when it changes', async () => {
    const user = userEvent.setup();
    renderWithToasts(<SellerProductForm taxonomy={taxonomy} />);
    expect(screen.getByLabelText('Subcategory')).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Category'), 'Baskets');
    await user.selectOptions(screen.getByLabelText('Subcategory'), 'Kiondo');
    await user.selectOptions(screen.getByLabelText('Division'), 'Leather-trim Kiondo');
    await user.selectOptions(screen.getByLabelText('Category'), 'Jewellery');
    expect(screen.getByLabelText('Subcategory')).toHaveValue('');
    expect(screen.getByLabelText('Division')).toHaveValue('');
    expect(screen.getByLabelText('Division')).toBeDisabled();
    expect(
      within(screen.getByLabelText('Subcategory'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a subcategory', 'Beads']);
  });

  it('sends the API’s body and opens the new draft', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(jsonResponse(201, { message: 'Product saved as a draft.', product }));
    renderWithToasts(<SellerProductForm taxonomy={taxonomy} />);
    await fillIn(user);
    await user.type(screen.getByLabelText('Tags'), 'kiondo, sisal');
    await user.type(screen.getByLabelText('Materials'), 'sisal,leather');
    await user.type(screen.getByLabelText('County or region'), 'Musanze');
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    await settle();
    expect(fetchMock.mock.calls[0][0]).toBe('/api/seller/products');
    expect(fetchMock.mock.calls[0][1]?.method).toBe('POST');
    expect(sentBody()).toEqual({
      name: 'Kiondo Tote',
      description: '',
      price: 3510,
      stock: 25,
      sku: 'BAS-005',
      division_id: 54,
      tags: ['kiondo', 'sisal'],
      origin: null,
      weight: null,
      dimensions: null,
      maker: null,
      region: 'Musanze',
      materials: ['sisal', 'leather'],
      time_to_make: null,
    });
    expect(screen.getByText('Product saved as a draft.')).toBeInTheDocument();
    expect(router.push).toHaveBeenCalledWith('/seller/products/49');
  });

  it('shows the API’s field message beside its field', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(
      jsonResponse(422, { message: 'The shop already has a product with this SKU.', fieldErrors: { sku: 'The shop already has a product with this SKU.' } }),
    );
    renderWithToasts(<SellerProductForm taxonomy={taxonomy} />);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    await settleUntil(() => expect(screen.getByLabelText('SKU')).toHaveFocus());
    expect(screen.getByLabelText('SKU')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('The shop already has a product with this SKU.').length).toBeGreaterThan(0);
    expect(screen.getByLabelText('SKU')).toHaveFocus();
    expect(router.push).not.toHaveBeenCalled();
  });

  it('edits a product: its values filled in, sent as a change', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { message: 'Product saved.', product: { ...product, stock: 3 } }));
    renderWithToasts(<SellerProductForm taxonomy={taxonomy} product={product} />);
    expect(screen.getByLabelText('Division')).toHaveValue('54');
    expect(screen.getByLabelText('Materials')).toHaveValue('sisal, leather');
    await user.clear(screen.getByLabelText('Stock'));
    await user.type(screen.getByLabelText('Stock'), '3');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await settle();
    expect(fetchMock.mock.calls[0][0]).toBe('/api/seller/products/49');
    expect(fetchMock.mock.calls[0][1]?.method).toBe('PATCH');
    expect(sentBody()).toMatchObject({ stock: 3, division_id: 54, materials: ['sisal', 'leather'] });
    expect(screen.getByText('Product saved.')).toBeInTheDocument();
    expect(router.refresh).toHaveBeenCalled();
  });
});

const stepNames = () => screen.getAllByRole('button').map((b) => b.textContent);

describe('SellerProductSteps', () => {
  it('offers a draft Publish, Archive and Delete; an active product Unpublish and Archive; an archived one Delete', () => {
    const { rerender } = render(<SellerProductSteps product={product} />);
    expect(stepNames()).toEqual(['Publish', 'Archive', 'Delete']);
    rerender(<SellerProductSteps product={{ ...product, status: 'active' }} />);
    expect(stepNames()).toEqual(['Unpublish', 'Archive']);
    rerender(<SellerProductSteps product={{ ...product, status: 'archived' }} />);
    expect(stepNames()).toEqual(['Delete']);
  });

  it('publishes and reads the page again', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { message: 'Product published.', product: { ...product, status: 'active' } }));
    render(<SellerProductSteps product={product} />);
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await settle();
    expect(fetchMock.mock.calls[0][0]).toBe('/api/seller/products/49/publish');
    expect(screen.getByText('Product published.')).toBeInTheDocument();
    expect(router.refresh).toHaveBeenCalled();
  });

  it('asks before deleting, and shows the API’s refusal for a product that was ordered', async () => {
    const user = userEvent.setup();
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    fetchMock.mockResolvedValueOnce(jsonResponse(409, { message: 'This product has been ordered: archive it instead.' }));
    render(<SellerProductSteps product={product} />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await settle();
    expect(confirm).toHaveBeenCalledWith('Delete this product for good?');
    expect(fetchMock.mock.calls[0][1]?.method).toBe('DELETE');
    expect(screen.getByRole('alert')).toHaveTextContent('This product has been ordered: archive it instead.');
    expect(router.push).not.toHaveBeenCalled();
  });
});

const session = (userType: 'buyer' | 'seller' | 'admin') => ({ user: { id: '7', name: 'Keza', email: 'keza@example.com', userType }, accessToken: 'token' });

describe('/seller/products', () => {
  it('reads no seller data for a buyer (the seller layout shows them its 403 page)', async () => {
    jest.mocked(requireUser).mockResolvedValue(session('buyer'));
    expect(await SellerProductsPage({ searchParams: Promise.resolve({}) })).toBeNull();
    expect(listSellerProducts).not.toHaveBeenCalled();
  });

  it('reads the seller’s products with the search, state and page asked for', async () => {
    jest.mocked(requireUser).mockResolvedValue(session('seller'));
    jest.mocked(listSellerProducts).mockResolvedValue({ ok: true, data: onePage([product]), message: '' });
    render(await SellerProductsPage({ searchParams: Promise.resolve({ q: 'kiondo', status: 'draft', page: '2' }) }));
    expect(requireUser).toHaveBeenCalledWith('/seller/products?q=kiondo&status=draft&page=2');
    expect(listSellerProducts).toHaveBeenCalledWith('token', { page: 2, q: 'kiondo', status: 'draft' });
    expect(screen.getByRole('heading', { name: 'Kiondo Tote' })).toBeInTheDocument();
  });

  it('ignores a state it does not know', async () => {
    jest.mocked(requireUser).mockResolvedValue(session('seller'));
    jest.mocked(listSellerProducts).mockResolvedValue({ ok: true, data: onePage([]), message: '' });
    render(await SellerProductsPage({ searchParams: Promise.resolve({ status: 'sold' }) }));
    expect(listSellerProducts).toHaveBeenCalledWith('token', { page: 1, q: undefined, status: undefined });
  });
});

const httpFailure = (status: number) => ({
  ok: false as const,
  error: { kind: 'http' as const, status, message: null, fieldErrors: {}, messages: [], retryAfter: null },
});

describe('/seller/products/new and /seller/products/{id}', () => {
  it('reads nothing for a buyer on both (the seller layout shows them its 403 page)', async () => {
    jest.mocked(requireUser).mockResolvedValue(session('buyer'));
    expect(await NewSellerProductPage()).toBeNull();
    expect(await SellerProductPage({ params: Promise.resolve({ id: '49' }) })).toBeNull();
    expect(getSellerProduct).not.toHaveBeenCalled();
    expect(loadTaxonomyChoices).not.toHaveBeenCalled();
  });

  it('opens the seller’s product with its state, its steps, its form and its photos', async () => {
    jest.mocked(requireUser).mockResolvedValue(session('seller'));
    const photo = { id: 3, url: '/media/uploads/a.webp', alt: 'Kiondo Tote', position: 0, width: 1200, height: 900 };
    jest
      .mocked(getSellerProduct)
      .mockResolvedValue({ ok: true, data: { ...product, status: 'active', serialNumber: 'KE-2026-000049', photos: [photo] }, message: '' });
    jest.mocked(loadTaxonomyChoices).mockResolvedValue(taxonomy);
    const page = await SellerProductPage({ params: Promise.resolve({ id: '49' }) });
    if (!page) throw new Error('a seller gets the page');
    renderWithToasts(page);
    expect(requireUser).toHaveBeenCalledWith('/seller/products/49');
    expect(getSellerProduct).toHaveBeenCalledWith('token', 49);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Kiondo Tote');
    expect(screen.getByText('Serial KE-2026-000049')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unpublish' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Kiondo Tote');
    expect(screen.getByRole('heading', { name: 'Photos' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Photos' })).getByRole('img', { name: 'Photo 1 of Kiondo Tote' })).toBeInTheDocument();
  });

  it('answers not found for another shop’s product, and for an address that is no id', async () => {
    jest.mocked(requireUser).mockResolvedValue(session('seller'));
    jest.mocked(getSellerProduct).mockResolvedValue(httpFailure(404));
    jest.mocked(loadTaxonomyChoices).mockResolvedValue(taxonomy);
    await expect(SellerProductPage({ params: Promise.resolve({ id: '50' }) })).rejects.toThrow('NEXT_NOT_FOUND');
    await expect(SellerProductPage({ params: Promise.resolve({ id: 'abc' }) })).rejects.toThrow('NEXT_NOT_FOUND');
  });

  it('says so when the category tree cannot be read, without the form', async () => {
    jest.mocked(requireUser).mockResolvedValue(session('seller'));
    jest.mocked(loadTaxonomyChoices).mockResolvedValue(null);
    render(await NewSellerProductPage());
    expect(screen.getByRole('alert')).toHaveTextContent('The categories could not be loaded. Please try again later.');
    expect(screen.queryByRole('button', { name: 'Save as draft' })).toBeNull();
  });
});
