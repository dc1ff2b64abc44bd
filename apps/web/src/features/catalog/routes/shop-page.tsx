import { usePageMeta } from '@/lib/page-meta';
import { ProductListing } from '../components/product-listing';

export function ShopPage() {
  usePageMeta(
    'Shop — Velora',
    'Shop dresses, clothing, shoes, swimwear, lingerie, accessories, jewellery and cosmetics.',
  );
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <h1 className="mb-8 font-serif text-4xl text-stone-900">Shop</h1>
      <ProductListing />
    </div>
  );
}
