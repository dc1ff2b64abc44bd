// What the app, the other modules and the scripts may use of taxes; every other file in this folder is
// the module's own (docs/decisions/044-modules-meet-through-their-index.md).

export { taxesModule } from './taxes.module';
export type { SellerAddress } from './taxes.schema';
export { defaultTaxBasis, readTaxSettings, type TaxPlace, taxBasisFor, taxRateAnswer } from './taxes.service';
