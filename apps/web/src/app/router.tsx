import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { HomePage } from '../features/home/routes/home-page';
import { RootLayout } from './layouts/root-layout';
import { NotFoundPage } from './routes/not-found-page';

// Declarative routes rather than a data router: it keeps about 17 KB gzip out of the first
// bundle (docs/decisions/006). The home page ships in the first bundle; every other page is its
// own chunk, loaded when first visited.
const ProductPage = lazy(() =>
  import('../features/catalog/routes/product-page').then((m) => ({ default: m.ProductPage })),
);
const ShopPage = lazy(() =>
  import('../features/catalog/routes/shop-page').then((m) => ({ default: m.ShopPage })),
);
const CategoryPage = lazy(() =>
  import('../features/catalog/routes/category-page').then((m) => ({ default: m.CategoryPage })),
);
const SearchPage = lazy(() =>
  import('../features/catalog/routes/search-page').then((m) => ({ default: m.SearchPage })),
);

/** Routes of SPEC.md section 2 not built yet fall through to the not-found page. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<HomePage />} />
        <Route path="shop" element={<ShopPage />} />
        <Route path="shop/:handle" element={<ProductPage />} />
        <Route path="categories/:categoryName" element={<CategoryPage />} />
        <Route path="search" element={<SearchPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
