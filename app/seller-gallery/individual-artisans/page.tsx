// /seller-gallery/individual-artisans (spec section 2, IndividualArtisans). Search, filters, sort and
// page are in the URL, so the page renders per request from the cached shop reads.
import { galleryRoute } from '@/components/shops/shop-gallery';

const individualArtisans = galleryRoute('individual');

export const generateMetadata = individualArtisans.generateMetadata;
export default individualArtisans.Page;
