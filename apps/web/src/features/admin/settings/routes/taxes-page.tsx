import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { TaxReport } from '@/features/admin/dashboard/components/tax-report';
import { usePageMeta } from '@/lib/page-meta';
import { useGetTaxSettingsQuery } from '../api/taxes-api';
import { TaxSettingsForm } from '../components/tax-settings-form';

/**
 * /dashboard/taxes (docs/product/screens.md, Taxes): the rates the shop charges, how its prices
 * hold them and who sells on receipts; then the report of the tax collected.
 */
export function TaxesPage() {
  usePageMeta('Taxes — Velora');
  const { data, isLoading, isError } = useGetTaxSettingsQuery();
  const { hash } = useLocation();

  // The dashboard's Tax card links to the report: it is below the settings, once they show.
  useEffect(() => {
    if (hash === '#report' && data) document.getElementById('report')?.scrollIntoView?.({ block: 'start' });
  }, [hash, data]);

  return (
    <section aria-labelledby="taxes-heading" className="max-w-5xl">
      <h1 id="taxes-heading" className="font-serif text-2xl text-stone-900">
        Taxes
      </h1>
      {isLoading ? (
        <p className="mt-6">Loading...</p>
      ) : isError || !data ? (
        <p role="alert" className="mt-6 text-red-700">
          Something went wrong.
        </p>
      ) : (
        <TaxSettingsForm settings={data} />
      )}
      <TaxReport />
    </section>
  );
}
