// The catalogue as the storefront's pages and components see it: plain, camelCase, already
// normalised (image paths on our origin, no optional-or-null guessing). lib/upstream/catalog.ts
// builds these from the API's answers; nothing else reads the API's raw shapes.
import type { PRODUCT_COLLECTIONS, PRODUCT_SORTS } from '@/contract/api/catalog';
import type { SHOP_EXPERIENCE, SHOP_SORTS, SHOP_TYPES } from '@/contract/api/shops';

export interface ProductSummary {
  id: number;
  name: string;
  sku: string;
  price: number;
  /** Root-relative image path (`/media/...`), or null when the product has no image. */
  image: string | null;
  imageAlt: string;
  /** The shop's name: the card's 'By {artisan}'. */
  artisan: string;
  shopSlug: string;
  /** The product's own rating, out of 5. */
  rating: number;
  reviewCount: number;
  inStock: boolean;
  stock: number;
  isFeatured: boolean;
  category: { id: number; name: string };
  subcategory: { id: number; name: string };
  division: { id: number; name: string };
}

/**
 * What a product card shows, and no more: the card is a client component, so these fields are
 * what each card costs in the page's RSC payload (about 0.3 KB instead of 1.6 KB for the card's
 * rendered tree, where the name was written four times).
 */
export type CardProduct = Pick<ProductSummary, 'id' | 'name' | 'price' | 'image' | 'imageAlt' | 'artisan' | 'rating' | 'inStock'>;

export function cardProduct({ id, name, price, image, imageAlt, artisan, rating, inStock }: ProductSummary): CardProduct {
  return { id, name, price, image, imageAlt, artisan, rating, inStock };
}

export interface Category {
  id: number;
  name: string;
  slug: string;
  description: string | null;
  image: string | null;
  productCount: number;
}

export interface Subcategory {
  id: number;
  name: string;
  slug: string;
  image: string | null;
  categoryId: number;
}

export interface Division {
  id: number;
  name: string;
  slug: string;
  image: string | null;
  subcategoryId: number;
}

/** A link target in the taxonomy, used for breadcrumbs. */
export interface TaxonomyRef {
  id: number;
  name: string;
  slug: string;
}

export interface CategoryDetail extends Category {
  subcategories: Subcategory[];
}

export interface SubcategoryDetail extends Subcategory {
  category: TaxonomyRef;
  divisions: Division[];
}

export interface DivisionDetail extends Division {
  category: TaxonomyRef;
  subcategory: TaxonomyRef;
}

/** The whole tree, for the ShopCategoryPage index. */
export interface CategoryTree extends Category {
  subcategories: (Subcategory & { divisions: Division[] })[];
}

export interface Page<T> {
  page: number;
  lastPage: number;
  total: number;
  perPage: number;
  items: T[];
}

export interface ProductListPage {
  products: ProductSummary[];
  page: number;
  lastPage: number;
  total: number;
  perPage: number;
}

/** The API's sort orders and collections (contract/api/catalog.ts). */
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export type ProductCollection = (typeof PRODUCT_COLLECTIONS)[number];

/** What a product list can be asked for (every field optional; only set ones reach the API). */
export interface ProductListQuery {
  page?: number;
  perPage?: number;
  categoryIds?: readonly number[];
  categorySlugs?: readonly string[];
  subcategoryId?: number;
  divisionId?: number;
  shopId?: number;
  minPrice?: number;
  maxPrice?: number;
  sortBy?: ProductSort;
  searchTerm?: string;
  isFeatured?: boolean;
  inStock?: boolean;
  collection?: ProductCollection;
}

export type ShopType = (typeof SHOP_TYPES)[number];

export interface ShopSummary {
  id: number;
  name: string;
  slug: string;
  type: ShopType;
  location: string;
  country: string;
  rating: number;
  reviews: number;
  yearsOfExperience: number;
  /** 'Experienced' at 2 or more years, else 'New Seller' (spec section 4). */
  experienceLabel: string;
  description: string;
  banner: string | null;
  /** The shop's logo (issue 32, point 6); null until the seller uploads one. */
  logo: string | null;
  email: string | null;
  phone: string | null;
  activeProducts: number;
  /** An admin checked the shop (issue 33): only then does its page show the verified badge. */
  verified: boolean;
}

/** What a Verified Creators card shows of a shop: the props of a client component, so only these go into the page. */
export type CreatorCardShop = Pick<ShopSummary, 'name' | 'slug' | 'location' | 'rating' | 'yearsOfExperience' | 'banner'>;

export function creatorCardShop({ name, slug, location, rating, yearsOfExperience, banner }: ShopSummary): CreatorCardShop {
  return { name, slug, location, rating, yearsOfExperience, banner };
}

/** A category a shop sells in, for its page's chips (slug derived from the name, spec section 3). */
export interface ShopCategory {
  id: number;
  name: string;
  slug: string;
}

/** The product a shop puts first on its page. */
export interface FeaturedProduct extends ProductSummary {
  description: string;
}

/** A shop's page: the card's fields, the categories it sells in and its featured product. */
export interface ShopDetail extends ShopSummary {
  categories: ShopCategory[];
  featuredProduct: FeaturedProduct | null;
}

export interface ShopStats {
  individuals: number;
  brands: number;
}

export interface ShopListQuery {
  page?: number;
  perPage?: number;
  country?: string;
  shopType?: ShopType;
  ratings?: number;
  yearsOfExperience?: (typeof SHOP_EXPERIENCE)[number];
  sortBy?: (typeof SHOP_SORTS)[number];
  search?: string;
}

export interface StorySummary {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  metaTitle: string | null;
  metaDescription: string | null;
  image: string | null;
  imageAlt: string;
  categoryId: number | null;
  categoryName: string | null;
  createdAt: string;
  /** Who wrote it, as the byline shows it: the author's name, else their email, else null. */
  author: string | null;
}

/** A story page: the card's fields plus the body, already sanitised on the server. */
export interface StoryDetail extends StorySummary {
  /** Safe HTML (allow-listed tags and attributes only), ready to render. */
  contentHtml: string;
  updatedAt: string | null;
}

export interface StoryCategory {
  id: number;
  name: string;
  slug: string;
  postCount: number;
}

export interface StoryListQuery {
  page?: number;
  perPage?: number;
  search?: string;
  categoryId?: number;
}
