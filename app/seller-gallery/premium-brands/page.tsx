// /seller-gallery/premium-brands (spec section 2, PremiumBrands). Search, filters, sort and page are
// in the URL, so the page renders per request from the cached shop reads.
import { galleryRoute } from '@/components/shops/shop-gallery';

const premiumBrands = galleryRoute('brand');

export const generateMetadata = premiumBrands.generateMetadata;
export default premiumBrands.Page;
