// The shop's categories as the owner keeps them (docs/product/rules.md, Categories): what each one
// is called, where it sits in the menus and which sizes its products come in. The lists in
// catalog.ts are the categories a new shop starts with, not a limit.

/** What a size chart may say of each size, in its unit. */
export const SIZE_MEASUREMENTS = ['bust', 'waist', 'hips', 'length'] as const;
export type SizeMeasurement = (typeof SIZE_MEASUREMENTS)[number];
export const SIZE_UNITS = ['cm', 'in'] as const;
export type SizeUnit = (typeof SIZE_UNITS)[number];

export type ChartSize = { size: string } & Record<SizeMeasurement, number | null>;

export interface SizeChart {
  unit: SizeUnit;
  /** In the order shoppers see them: the filter, the product page and the admin grid. */
  sizes: ChartSize[];
}

/** A category as `GET /api/categories` gives it (docs/product/api.md, Categories). */
export interface ShopCategory {
  id: string;
  /** The address (`/categories/<handle>`) and the API value (`category=<handle>`). */
  handle: string;
  name: string;
  /** The sentence the category page shows under its heading and in its page head. */
  description: string;
  picture: string | null;
  position: number;
  /** Out of the menus, the home grid, the filter and the sitemap; its page answers 404. */
  hidden: boolean;
  /** One of the categories the home page shows, in menu order. */
  featured: boolean;
  sizeChart: SizeChart;
}

/** An admin's view of a category: how many products it holds, in any status. */
export interface AdminCategory extends ShopCategory {
  productCount: number;
}

export const CATEGORY_NAME_MAX = 60;
export const CATEGORY_HANDLE_MAX = 60;
export const CATEGORY_DESCRIPTION_MAX = 300;
export const CATEGORY_SIZES_MAX = 40;
export const CATEGORIES_MAX = 200;
export const SIZE_LABEL_MAX = 16;
/** A measurement in centimetres or inches: nobody's waist is a metre and a half. */
export const MEASUREMENT_MAX = 500;
/** How many categories the home page shows. */
export const FEATURED_CATEGORIES_MAX = 4;

/** A handle: lowercase letters, digits and single hyphens, as product handles are. */
export const CATEGORY_HANDLE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A size's label: 'M', '38', '7.5', 'W28/L32', 'One Size'. */
export const SIZE_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9 ./-]*[A-Za-z0-9.])?$/;
