import { usePageMeta } from '@/lib/page-meta';
import { useGetShippingSettingsQuery } from '../api/shipping-settings-api';
import { CheckoutRemindersCard } from '../components/checkout-reminders-card';
import { LowStockCard } from '../components/low-stock-card';
import { OrderPoliciesSection } from '../components/order-policies-form';
import { ShippingSettingsForm } from '../components/shipping-settings-form';

/** Shipping settings (docs/product/screens.md): where the shop delivers, how, and at what price. */
export function ShippingSettingsPage() {
  usePageMeta('Shipping settings — Velora');
  const { data, isLoading, isError } = useGetShippingSettingsQuery();

  return (
    <section aria-labelledby="shipping-settings-heading" className="max-w-5xl">
      <h1 id="shipping-settings-heading" className="font-serif text-2xl text-stone-900">
        Shipping settings
      </h1>
      {isLoading ? (
        <p className="mt-6">Loading...</p>
      ) : isError || !data ? (
        <p role="alert" className="mt-6 text-red-700">
          Something went wrong.
        </p>
      ) : (
        <ShippingSettingsForm settings={data} />
      )}
      <OrderPoliciesSection />
      <CheckoutRemindersCard />
      <LowStockCard />
    </section>
  );
}
