// What the app, the other modules and the scripts may use of catalog; every other file in this folder is
// the module's own (docs/decisions/044-modules-meet-through-their-index.md).
export { countProductsNeedingStock } from './admin/admin-products.service';
// For the cleanup of unused uploads: the pictures products show.
export { productPicturesAmong } from './admin/catalog-write.queries';
export {
  createCatalogWriter,
  createProducts,
  PRODUCT_WRITE_BATCH,
  type ProductInput,
} from './admin/catalog-write.service';
export { catalogModule } from './catalog.module';
// For mails, which print a bought colour as the shop spells it.
export { categoryBook, colorBook } from './catalog-books';
export { productCacheTags } from './catalog-cache.service';
export { createCatalogCaches } from './catalog-caches';
export type { CatalogMemo } from './catalog-memo';
export { type CategoryHooks, categoryMovedTo, shopCategoryByHandle } from './categories/categories.service';
export { type CategoryBook, readCategoryBook } from './categories/category-book';
// For the other CSV exports (the tax report): a record written as the product export writes one.
export { csvCell, csvLine } from './csv/product-csv-format';
export { type LiveSale, lockPricesExclusive, repriceProducts } from './pricing/catalog-prices.service';
export {
  cartVariantsForSale,
  describeVariant,
  lowStock,
  releaseStock,
  reserveStock,
  restockUnits,
  sellStock,
  stockCacheTags,
  takeFreeStock,
  type VariantForSale,
  variantsForSale,
} from './stock/catalog-stock.service';
// For the owner's stock report, which hands in the sales and the waiting requests of other modules.
export { type StockReportFigures, stockReportFigures } from './stock/stock-report.queries';
// For back-in-stock alerts: the sizes with units free again, and the sizes of Manage Products' page;
// for the morning low-stock mail, the free units of every size for sale.
export { freeUnitsForSale, stockForSaleRows, variantOptionRows } from './stock/variant-lookups.queries';
export {
  countCatalog,
  getProduct,
  listCategories,
  listProductUrls,
  productSearchHead,
} from './storefront/catalog.service';
export {
  type ProductBrief,
  productBriefs,
  recountProductRatings,
} from './storefront/catalog-ratings.service';
// For the wishlist, which saves and lists a product's price and stock in a size in one statement.
export { productInSize } from './storefront/product-in-size.queries';
// For size advice, which reads a product's sizes with the shopper's evidence in one statement.
export { categoryOfProduct, sizedStockJson } from './storefront/sized-product.queries';
export { countProducts } from './storefront/storefront.queries';
