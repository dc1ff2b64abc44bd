import type { ModuleRoutes } from '../../lib/module-routes';
import { productsAdminRoutes } from './admin/products.admin-routes';
import { catalogVocabularyAdminRoutes } from './categories/catalog-vocabulary.admin-routes';
import { categoriesAdminRoutes, categoriesRoutes } from './categories/categories.routes';
import { colorsAdminRoutes, colorsRoutes } from './colors/colors.routes';
import { productsCsvAdminRoutes } from './csv/products-csv.admin-routes';
import { catalogRoutes } from './storefront/catalog.routes';

export function catalogModule(
  deps: Parameters<typeof catalogRoutes>[0] &
    Parameters<typeof productsAdminRoutes>[0] &
    Parameters<typeof productsCsvAdminRoutes>[0] &
    Parameters<typeof categoriesAdminRoutes>[0],
): ModuleRoutes {
  return {
    open: [
      { plugin: catalogRoutes(deps), prefix: '/api/shopify-products' },
      { plugin: categoriesRoutes(deps), prefix: '/api/categories' },
      { plugin: colorsRoutes(deps), prefix: '/api/colors' },
    ],
    admin: [
      { plugin: productsAdminRoutes(deps), prefix: '/api/products' },
      { plugin: productsCsvAdminRoutes(deps), prefix: '/api/products' },
      { plugin: categoriesAdminRoutes(deps), prefix: '/api/categories' },
      { plugin: colorsAdminRoutes(deps), prefix: '/api/colors' },
      { plugin: catalogVocabularyAdminRoutes(deps), prefix: '/api/catalog-vocabulary' },
    ],
  };
}
