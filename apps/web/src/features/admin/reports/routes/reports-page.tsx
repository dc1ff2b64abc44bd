import { usePageMeta } from '@/lib/page-meta';
import { DiscountsSection } from '../components/discounts-section';
import { PeriodPicker } from '../components/period-picker';
import { ProductsSection } from '../components/products-section';
import { SalesSection } from '../components/sales-section';
import { StockSection } from '../components/stock-section';
import { useReportParams } from '../components/use-report-params';

/**
 * /dashboard/reports (docs/product/screens.md, Reports): the owner's reports over one period,
 * each figure against the period before, each report downloadable as CSV. The period and the
 * choices are in the address, so a reload or a shared link shows the same report.
 */
export function ReportsPage() {
  usePageMeta('Reports — Velora');
  const params = useReportParams();
  return (
    <section aria-labelledby="reports-heading" className="min-w-0">
      <h1 id="reports-heading" className="font-serif text-2xl text-stone-900">
        Reports
      </h1>
      <PeriodPicker params={params} />
      <SalesSection params={params} />
      <ProductsSection params={params} />
      <DiscountsSection params={params} />
      <StockSection params={params} />
    </section>
  );
}
