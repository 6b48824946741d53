// The API's answers as the storefront reads them (the `data` of each envelope). Pure: the API's
// contract tests import these to prove that it answers what the storefront parses.
import { z } from 'zod';

export const paginatorSchema = <S extends z.ZodType>(item: S) =>
  z.object({
    data: z.array(item),
    current_page: z.number().int(),
    last_page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
  });

/* ---------------------------------------------------------------- accounts */

export const roleSchema = z.object({
  role_name: z.string(),
  role_description: z.string(),
  permissions: z.array(z.string()),
});

export const userTypeSchema = z.enum(['buyer', 'seller', 'admin']);

export const currentUserSchema = z.object({
  user_id: z.number().int(),
  name: z.string(),
  username: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  user_type: userTypeSchema,
  status: z.string(),
  email_verified_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  roles: z.array(roleSchema),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  gender: z.string().nullable(),
  mpesa: z.string().nullable(),
  idNumber: z.string().nullable(),
  country: z.string().nullable(),
  town: z.string().nullable(),
  createdAt: z.string(),
});

export const loginDataSchema = z.object({
  accessToken: z.string().min(1),
  token_type: z.string(),
  expires_at: z.string(),
  user: currentUserSchema,
});

export const registerDataSchema = z.object({ user: currentUserSchema });

export const verifyCodeDataSchema = z.object({ token: z.string().min(1), email: z.string(), expires_at: z.string() });

export const emptySchema = z.unknown();

/* ---------------------------------------------------------------- catalogue */

const categoryRef = z.object({ category_id: z.number().int(), name: z.string() });

export const productSchema = z.object({
  product_id: z.number().int(),
  product_name: z.string(),
  sku: z.string(),
  base_price: z.number(),
  description: z.string(),
  images: z.array(z.object({ image_url: z.string(), alt_text: z.string().catch('') })),
  shop: z.object({
    shop_id: z.number().int(),
    shop_name: z.string(),
    shop_url_slug: z.string(),
    shop_type: z.enum(['brand', 'individual']),
    description: z.string(),
    location: z.string(),
    country: z.string(),
    rating_average: z.number(),
    reviews: z.number().int(),
    years_of_experience: z.number().int(),
  }),
  categories: z.array(z.string()),
  category: categoryRef,
  division: z.object({
    division_id: z.number().int(),
    name: z.string(),
    subcategory: z.object({ subcategory_id: z.number().int(), name: z.string(), category: categoryRef }),
  }),
  origin: z.string().nullable(),
  verifiedAt: z.string().nullable(),
  weight: z.string().nullable(),
  barcode: z.string().nullable(),
  is_digital: z.boolean(),
  dimensions: z.string().nullable(),
  tags: z.array(z.string()),
  stock: z.number().int(),
  in_stock: z.boolean(),
  is_featured: z.boolean(),
  rating_average: z.number(),
  review_count: z.number().int(),
});

export const productListSchema = paginatorSchema(productSchema);
export const productDetailSchema = z.object({ product: productSchema.extend({ serial_number: z.string() }) });
