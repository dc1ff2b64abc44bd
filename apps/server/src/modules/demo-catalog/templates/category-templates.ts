import type { Category } from '@shop/shared/catalog/catalog';
import { accessoriesTemplates } from './accessories-templates';
import { adultTemplates } from './adult-templates';
import { clothingTemplates } from './clothing-templates';
import { cosmeticsTemplates } from './cosmetics-templates';
import { costumesTemplates } from './costumes-templates';
import { dressTemplates } from './dress-templates';
import { jewelleryTemplates } from './jewellery-templates';
import { lingerieTemplates } from './lingerie-templates';
import type { CategoryCopy } from './product-template';
import { shoesTemplates } from './shoes-templates';
import { swimTemplates } from './swim-templates';

// Lines are listed in design order: line n is drawn by design n of the category's <category>-art.ts.
export const COPY: Record<Category, CategoryCopy> = {
  dress: dressTemplates,
  clothing: clothingTemplates,
  shoes: shoesTemplates,
  accessories: accessoriesTemplates,
  jewellery: jewelleryTemplates,
  cosmetics: cosmeticsTemplates,
  swim: swimTemplates,
  lingerie: lingerieTemplates,
  costumes: costumesTemplates,
  adult: adultTemplates,
};
