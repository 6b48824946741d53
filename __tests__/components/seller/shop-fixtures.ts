// The seller's shop as the API answers it (GET /seller/shop) and as the storefront reads it, for
// the shop profile's handler and component tests and the public shop page's header.
import type { SellerShop } from '@/lib/domain/seller';

export const apiSellerShop = {
  shop_id: 12,
  shop_name: 'Musanze Weavers',
  shop_url_slug: 'musanze-weavers',
  shop_type: 'individual',
  location: 'Musanze',
  country: 'Rwanda',
  rating_average: 4.5,
  reviews: 10,
  years_of_experience: 3,
  experience_label: 'Experienced',
  description: 'Sisal baskets.',
  banner_image_url: null,
  logo_image_url: 'http://127.0.0.1:4000/media/uploads/logo-12.webp',
  email: 'hello@musanze.example',
  phone_number: '+250788000001',
  totalActiveProducts: 4,
  updated_at: '2026-11-27T10:00:00.000Z',
  mpesa_number: '+254712345678',
};

export const sellerShop: SellerShop = {
  id: 12,
  name: 'Musanze Weavers',
  slug: 'musanze-weavers',
  type: 'individual',
  location: 'Musanze',
  country: 'Rwanda',
  rating: 4.5,
  reviews: 10,
  yearsOfExperience: 3,
  experienceLabel: 'Experienced',
  description: 'Sisal baskets.',
  banner: null,
  logo: '/media/uploads/logo-12.webp',
  email: 'hello@musanze.example',
  phone: '+250788000001',
  activeProducts: 4,
  verified: false,
  updatedAt: '2026-11-27T10:00:00.000Z',
  mpesaNumber: '+254712345678',
};
