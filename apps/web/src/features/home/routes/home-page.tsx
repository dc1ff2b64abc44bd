import { usePageMeta } from '@/lib/page-meta';
import { CategoryGrid } from '../components/category-grid';
import { Deals } from '../components/deals';
import { Hero } from '../components/hero';
import { Promises } from '../components/promises';
import { TrendCards } from '../components/trend-cards';
import { TrendingProducts } from '../components/trending-products';
import { useScheduleRefresh } from '../use-sale-clock';

export function HomePage() {
  usePageMeta(
    "Velora — women's fashion, jewellery and beauty",
    'Dresses, clothing, shoes, lingerie, swimwear, accessories, jewellery and cosmetics from Velora.',
  );
  useScheduleRefresh();
  return (
    <>
      <Hero />
      <CategoryGrid />
      <TrendCards />
      <TrendingProducts />
      <Deals />
      <Promises />
    </>
  );
}
