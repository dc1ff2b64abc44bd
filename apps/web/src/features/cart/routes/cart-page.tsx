import { sizeLabel } from '@shop/shared/catalog/variant-labels';
import { formatPrice } from '@shop/shared/money';
import type { CartItem } from '@shop/shared/orders/cart-schemas';
import { ORDER_MESSAGES } from '@shop/shared/orders/orders';
import { cartTotals, DEFAULT_TAX_BASIS, taxBasisOf, taxLineLabel } from '@shop/shared/orders/taxes/taxes';
import { Minus, Plus, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useLocation, useNavigate } from 'react-router';
import type { FromState } from '@/components/auth/require-auth';
import { ColourDot } from '@/components/ui/colour-dot';
import { paths } from '@/config/paths';
import { usePageMeta } from '@/lib/page-meta';
import { useShopColors } from '@/lib/shop-colors-api';
import { type CartLine, linesEdited, selectCartLines } from '@/stores/cart';
import { selectUser } from '@/stores/session';
import { showToast } from '@/stores/toasts';
import { toCartLine, useQuoteCartQuery } from '../api/cart-api';
import { useCheckoutTaxRateQuery } from '../api/checkout-api';
import { decrementLine, incrementLine, refreshLines, removeLine } from '../cart-lines';
import { DiscountCodeField } from '../components/discount-code-field';
import { EmptyCart } from '../components/empty-cart';
import { RestoredChanges } from '../components/restored-changes';
import { useDiscountCode } from '../use-discount-code';

/** What stands between a line and checkout, or null. */
function lineProblem(line: CartLine, quoted: CartItem | undefined, quoteKnown: boolean): string | null {
  if (!quoteKnown) return null;
  if (!quoted) return 'This product is no longer available. Please remove it.';
  if (quoted.quantityAvailable === 0) return 'Sold out. Please remove it from your cart.';
  if (line.quantity > quoted.quantityAvailable) {
    return `Only ${quoted.quantityAvailable} left. Please lower the quantity.`;
  }
  if (line.quantity > quoted.maxPerOrder) {
    return `You can buy at most ${quoted.maxPerOrder} of this in one order. Please lower the quantity.`;
  }
  return null;
}

/** The cart knows no address yet: it says its tax is the shop's default rate until checkout. */
export const TAX_ESTIMATE_NOTE = 'Tax is estimated here; checkout taxes by your delivery address.';

export function CartPage() {
  usePageMeta('Your cart — Velora');
  // The shop's default rate, which the cart estimates with (no place asked).
  const { data: taxRate } = useCheckoutTaxRateQuery({});
  const lines = useSelector(selectCartLines);
  const user = useSelector(selectUser);
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const { data: quote, isError: quoteFailed } = useQuoteCartQuery(lines, { skip: lines.length === 0 });
  const [priceNotes, setPriceNotes] = useState<string[]>([]);
  const discount = useDiscountCode({ lines });

  // The catalog's price is the one that counts: a line whose price moved takes the new one,
  // and the shopper is told.
  useEffect(() => {
    if (!quote) return;
    const notes: string[] = [];
    const fresh = quote.items.flatMap((item) => {
      const line = lines.find((l) => l.id === item.id);
      if (!line) return [];
      if (line.priceCents !== item.priceCents) {
        notes.push(
          `The price of ${item.title} changed from ${formatPrice(line.priceCents)} to ${formatPrice(item.priceCents)}.`,
        );
      }
      const { quantity: _quantity, ...rest } = toCartLine(item);
      const changed = (Object.keys(rest) as (keyof typeof rest)[]).some((key) => rest[key] !== line[key]);
      return changed ? [rest] : [];
    });
    if (notes.length > 0) setPriceNotes((earlier) => [...earlier, ...notes]);
    if (fresh.length > 0) dispatch(linesEdited(refreshLines(lines, fresh)));
  }, [quote, lines, dispatch]);

  if (lines.length === 0) {
    return <EmptyCart />;
  }

  const quoted = new Map(quote?.items.map((item) => [item.id, item]));
  const problems = new Map(
    lines.map((line) => [line.id, lineProblem(line, quoted.get(line.id), quote !== undefined)]),
  );
  const blocked = [...problems.values()].some(Boolean);
  const basis = taxRate ? taxBasisOf(taxRate) : DEFAULT_TAX_BASIS;
  const totals = cartTotals(lines, basis);
  // With a code, the server's own totals for these lines: what checkout will charge.
  const preview = discount.preview;

  const toCheckout: FromState = { from: { pathname: paths.checkout } };

  function startCheckout() {
    if (!user) {
      dispatch(showToast(ORDER_MESSAGES.loginToPay, 'error'));
      const state: FromState = { from: { pathname: location.pathname } };
      navigate(paths.login, { state });
      return;
    }
    navigate(paths.checkout);
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <h1 className="font-serif text-3xl text-stone-900">Your cart</h1>
      <RestoredChanges />
      {priceNotes.length > 0 && (
        <ul className="mt-4 space-y-1 rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {priceNotes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
      {quoteFailed && (
        <p className="mt-4 text-sm text-stone-600">
          Prices and stock could not be checked just now; checkout checks them again.
        </p>
      )}
      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <ul className="space-y-4" aria-label="Cart items">
          {lines.map((line) => (
            <CartLineRow
              key={line.id}
              line={line}
              lines={lines}
              problem={problems.get(line.id) ?? null}
              available={mostOf(quoted.get(line.id))}
            />
          ))}
        </ul>
        <section
          aria-labelledby="cart-summary"
          className="h-fit rounded-lg border border-stone-200 bg-white p-6"
        >
          <h2 id="cart-summary" className="font-serif text-xl text-stone-900">
            Order summary
          </h2>
          <dl className="mt-4 space-y-3 text-stone-700" aria-busy={discount.updating || undefined}>
            <div className="flex justify-between">
              <dt>Total price</dt>
              <dd data-testid="cart-total">{formatPrice(preview?.subtotalCents ?? totals.totalCents)}</dd>
            </div>
            {preview && preview.discountCents > 0 && (
              <div className="flex justify-between">
                <dt>Discount ({preview.code})</dt>
                <dd data-testid="cart-discount">-{formatPrice(preview.discountCents)}</dd>
              </div>
            )}
            <div className="flex justify-between">
              <dt>{preview?.taxLabel ?? taxLineLabel(basis, basis.pricesIncludeTax)}</dt>
              <dd data-testid="cart-tax">{formatPrice(preview?.taxCents ?? totals.taxCents)}</dd>
            </div>
            <p className="text-xs text-stone-500">{TAX_ESTIMATE_NOTE}</p>
            <div className="flex justify-between border-t border-stone-200 pt-3 text-lg font-semibold text-stone-900">
              <dt>Grand Total</dt>
              <dd data-testid="cart-grand-total">
                {formatPrice(preview?.totalCents ?? totals.grandTotalCents)}
              </dd>
            </div>
          </dl>
          <DiscountCodeField discount={discount} />
          {blocked && (
            <p className="mt-4 text-sm text-red-700">Some items need your attention before checkout.</p>
          )}
          <button
            type="button"
            onClick={startCheckout}
            disabled={blocked}
            className="mt-6 w-full rounded-md bg-stone-900 px-6 py-3 font-medium text-white transition hover:bg-rose-800 disabled:cursor-not-allowed disabled:bg-stone-400"
          >
            Checkout
          </button>
          {!user && (
            <>
              <p className="my-3 flex items-center gap-3 text-xs tracking-wide text-stone-500 uppercase before:h-px before:flex-1 before:bg-stone-200 after:h-px after:flex-1 after:bg-stone-200">
                or
              </p>
              <button
                type="button"
                onClick={() => navigate(paths.checkout)}
                disabled={blocked}
                className="w-full rounded-md border border-stone-900 px-6 py-3 font-medium text-stone-900 transition hover:bg-stone-50 disabled:cursor-not-allowed disabled:border-stone-300 disabled:text-stone-400"
              >
                Check out as guest
              </button>
              <p className="mt-3 text-center text-sm text-stone-600">
                Have an account?{' '}
                <Link
                  to={paths.login}
                  state={toCheckout}
                  className="text-rose-800 underline hover:text-rose-900"
                >
                  Log in
                </Link>{' '}
                to use your saved addresses.
              </p>
            </>
          )}
          <Link
            to={paths.shop}
            className="mt-4 block text-center text-rose-800 underline hover:text-rose-900"
          >
            Continue Shopping
          </Link>
        </section>
      </div>
    </div>
  );
}

/** The most of a line the shopper may have: what is free, and what one order takes. */
function mostOf(quoted: CartItem | undefined): number | undefined {
  return quoted && Math.min(quoted.quantityAvailable, quoted.maxPerOrder);
}

function CartLineRow({
  line,
  lines,
  problem,
  available,
}: {
  line: CartLine;
  lines: readonly CartLine[];
  problem: string | null;
  available: number | undefined;
}) {
  const dispatch = useDispatch();
  const shopColors = useShopColors();
  const atMost = available !== undefined && line.quantity >= available;
  const problemId = `cart-problem-${line.id}`;
  return (
    <li className="flex gap-4 rounded-lg border border-stone-200 bg-white p-4">
      <Link to={paths.product(line.handle)} className="shrink-0">
        {line.image ? (
          <img src={line.image} alt="" width={96} height={120} className="h-30 w-24 rounded object-cover" />
        ) : (
          <div className="flex h-30 w-24 items-center justify-center rounded bg-stone-100 text-xs text-stone-500">
            No Image
          </div>
        )}
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <Link to={paths.product(line.handle)} className="font-medium text-stone-900 hover:text-rose-800">
              {line.title}
            </Link>
            <p className="flex flex-wrap items-center gap-x-1.5 text-sm text-stone-600">
              Size: {sizeLabel(line.size)} ·{' '}
              <ColourDot hex={shopColors.swatchOf(line.color)} className="h-3 w-3" />
              Color: {shopColors.labelOf(line.color)}
            </p>
          </div>
          <button
            type="button"
            onClick={() => dispatch(linesEdited(removeLine(lines, line.id)))}
            aria-label={`Remove ${line.title} from cart`}
            className="rounded p-1 text-stone-500 hover:text-red-700"
          >
            <Trash2 aria-hidden="true" className="size-5" />
          </button>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex items-center rounded-md border border-stone-300">
            <button
              type="button"
              onClick={() => dispatch(linesEdited(decrementLine(lines, line.id)))}
              disabled={line.quantity <= 1}
              aria-label={`One fewer ${line.title}`}
              className="p-2 text-stone-700 disabled:text-stone-300"
            >
              <Minus aria-hidden="true" className="size-4" />
            </button>
            <span className="min-w-8 text-center" data-testid="cart-quantity">
              <span className="sr-only">Quantity: </span>
              {line.quantity}
            </span>
            <button
              type="button"
              onClick={() => dispatch(linesEdited(incrementLine(lines, line.id)))}
              disabled={atMost}
              aria-label={`One more ${line.title}`}
              aria-describedby={problem ? problemId : undefined}
              className="p-2 text-stone-700 disabled:text-stone-300"
            >
              <Plus aria-hidden="true" className="size-4" />
            </button>
          </div>
          <div className="text-right">
            <p className="font-semibold text-stone-900">{formatPrice(line.priceCents * line.quantity)}</p>
            <p className="text-sm text-stone-600">{formatPrice(line.priceCents)} each</p>
          </div>
        </div>
        {problem && (
          <p id={problemId} className="text-sm font-medium text-red-700">
            {problem}
          </p>
        )}
      </div>
    </li>
  );
}
