import { colourLabel, sizeLabel } from '@shop/shared/catalog/variant-labels';
import { formatPrice } from '@shop/shared/money';
import { addressLines } from '@shop/shared/orders/address-format';
import { type KeptTaxLine, taxLinesToPrint } from '@shop/shared/orders/taxes/taxes';
import { escapeHtml } from '../../../lib/http/escape-html';
import { htmlPage } from '../../../lib/http/html-page';
import type { OrderLineRow, OrderRow } from '../orders.queries';
import { deliveryLabel, deliveryPrice } from '../ship-to';
import { LOCAL_CARD_MESSAGES, LOCAL_CARD_PROBLEM_FIELD, type LocalCardProblem } from './local-card';

export const CHECKOUT_CSS = `
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f5f5f4;color:#1c1917}
header{background:#fff;border-bottom:1px solid #e7e5e4}header div{max-width:960px;margin:0 auto;padding:16px 20px;display:flex;justify-content:space-between;align-items:center}
.brand{font-weight:700;letter-spacing:.08em;font-size:20px}.secure{font-size:14px;color:#15803d;display:flex;gap:6px;align-items:center}
main{max-width:960px;margin:24px auto;padding:0 20px;display:grid;gap:24px;grid-template-columns:1fr}
@media(min-width:800px){main{grid-template-columns:1fr 1fr}}
section{background:#fff;border:1px solid #e7e5e4;border-radius:12px;padding:24px}
h1{font-size:20px;margin:0 0 4px}h2{font-size:16px;margin:0 0 16px}.muted{color:#57534e;font-size:14px;margin:0 0 16px}
ul{list-style:none;margin:0;padding:0}li{display:flex;justify-content:space-between;gap:12px;padding:10px 0;border-bottom:1px solid #f5f5f4;font-size:15px}
li small{display:block;color:#57534e}dl{margin:16px 0 0;display:grid;grid-template-columns:1fr auto;gap:8px;font-size:15px}dd{margin:0;text-align:right}
.grand{font-weight:700;font-size:17px}label{display:block;font-size:14px;font-weight:600;margin:14px 0 6px}
input{width:100%;font:inherit;padding:12px;border:1px solid #a8a29e;border-radius:8px;background:#fff}input:focus{outline:2px solid #be185d;outline-offset:1px;border-color:#be185d}
.row{display:grid;grid-template-columns:1fr 1fr;gap:12px}
button{margin-top:20px;width:100%;font:inherit;font-weight:700;padding:14px;border:0;border-radius:8px;background:#1c1917;color:#fff;cursor:pointer}
button:hover{background:#be185d}button:focus-visible{outline:2px solid #be185d;outline-offset:2px}
.error{background:#fef2f2;color:#991b1b;border:1px solid #fecaca;border-radius:8px;padding:12px;margin:0 0 8px;font-size:15px}
.error small{display:block;margin-top:4px;color:#7f1d1d;font-size:14px}input[aria-invalid=true]{border-color:#b91c1c}
.test{background:#fffbeb;border:1px solid #fde68a;border-radius:8px;padding:12px;font-size:14px;margin:16px 0 0}
.mode{margin:0;background:#fef3c7;color:#78350f;border-bottom:1px solid #fde68a;text-align:center;padding:10px 20px;font-size:15px}
.cancel{display:inline-block;margin-top:16px;color:#57534e;font-size:15px}
.ship-to{margin:24px 0 8px}address{font-style:normal;font-size:15px;line-height:1.5}
`;

function page(title: string, body: string): string {
  return htmlPage({
    title,
    head: `<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<link rel="stylesheet" href="/checkout/checkout.css">
<script src="/checkout/checkout.js" defer></script>`,
    body: `<header><div><span class="brand">VELORA</span><span class="secure"><svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><rect x="4" y="11" width="16" height="10" rx="2"/><path d="M8 11V7a4 4 0 0 1 8 0v4"/></svg>Secure checkout</span></div></header>
<p class="mode" role="note"><strong>Test mode</strong>: this checkout takes test cards only. No card is charged and no money moves.</p>
${body}`,
  });
}

/**
 * The local provider's payment page: the order's lines and totals beside a card form. Every page
 * says "Test mode" at its top: a shopper must never believe a real payment was taken.
 *
 * After a refused attempt it shows why, marks the field and puts the cursor there, and fills in
 * the name and expiry again. Never the card number or CVC: as on a real payment page, they are
 * not written into HTML or cookies, where a shared computer's history or cache could keep them;
 * typing 16 digits again is the price of that.
 *
 * Number, expiry and CVC open a phone's digits-only keypad (inputmode numeric), which has no '/':
 * /checkout/checkout.js adds the slash and the card number's spaces as the shopper types, and
 * without it the server takes "1229" as well as "12/29".
 */
export function renderCheckoutPage(input: {
  order: OrderRow;
  lines: readonly OrderLineRow[];
  taxLines: readonly KeptTaxLine[];
  sessionId: string;
  problem?: LocalCardProblem;
  values?: { name?: string; expiry?: string };
}): string {
  const { order, lines, sessionId } = input;
  const items = lines
    .map(
      (line) =>
        `<li><span>${escapeHtml(line.title)}<small>Size ${escapeHtml(sizeLabel(line.size))} · ${escapeHtml(colourLabel(line.color))} · Qty ${line.quantity}</small></span><span>${formatPrice(line.unitPriceCents * line.quantity)}</span></li>`,
    )
    .join('');
  const shipTo = order.shippingAddress
    ? `<h2 class="ship-to">Ship to</h2><address>${addressLines(order.shippingAddress).map(escapeHtml).join('<br>')}</address>`
    : '';
  const { problem } = input;
  const error = problem
    ? `<p class="error" role="alert" id="card-error">${escapeHtml(LOCAL_CARD_MESSAGES[problem])}<small>For your safety the card number and CVC are not kept: please enter them again.</small></p>`
    : '';
  const wrong = problem ? LOCAL_CARD_PROBLEM_FIELD[problem] : null;
  const mark = (field: string) =>
    field === wrong ? ' aria-invalid="true" aria-describedby="card-error" autofocus' : '';
  return page(
    `Pay ${formatPrice(order.amountCents)} · Velora`,
    `<main>
<section aria-labelledby="summary">
<h1 id="summary">Order ${escapeHtml(order.orderNumber)}</h1>
<p class="muted">${escapeHtml(order.email)}</p>
<ul>${items}</ul>
<dl>
<dt>Total price</dt><dd>${formatPrice(order.subtotalCents)}</dd>
<dt>${escapeHtml(deliveryLabel(order))}</dt><dd>${deliveryPrice(order)}</dd>
${
  order.discountCents > 0
    ? `<dt>Discount (${escapeHtml(order.discountCode ?? '')})</dt><dd>${formatPrice(-order.discountCents)}</dd>
`
    : ''
}${taxLinesToPrint(input.taxLines, order.pricesIncludeTax)
  .map((tax) => `<dt>${escapeHtml(tax.label)}</dt><dd>${formatPrice(tax.cents)}</dd>`)
  .join('\n')}
<dt class="grand">Grand Total</dt><dd class="grand">${formatPrice(order.amountCents)}</dd>
</dl>
${shipTo}
</section>
<section aria-labelledby="pay">
<h2 id="pay">Pay with card</h2>
${error}
<form method="post" action="/checkout/${encodeURIComponent(sessionId)}" novalidate>
<label for="name">Name on card</label>
<input id="name" name="name" autocomplete="cc-name" required value="${escapeHtml(input.values?.name ?? '')}"${mark('name')}>
<label for="number">Card number</label>
<input id="number" name="number" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" required${mark('number')}>
<div class="row">
<div><label for="expiry">Expiry (MM/YY)</label><input id="expiry" name="expiry" inputmode="numeric" autocomplete="cc-exp" placeholder="MM/YY" required value="${escapeHtml(input.values?.expiry ?? '')}"${mark('expiry')}></div>
<div><label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="123" maxlength="4" required${mark('cvc')}></div>
</div>
<p class="muted">You pay ${formatPrice(order.amountCents)}</p>
<button type="submit">Pay</button>
</form>
<p class="test">Test cards: 4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined.</p>
<a class="cancel" href="/cancel?session_id=${encodeURIComponent(sessionId)}">Cancel and return to the shop</a>
</section>
</main>`,
  );
}

/** A checkout that cannot be paid: unknown, someone else's, cancelled or expired. */
export function renderCheckoutClosed(message: string): string {
  return page(
    'Checkout · Velora',
    `<main><section><h1>Checkout unavailable</h1><p class="error" role="alert">${escapeHtml(message)}</p><a class="cancel" href="/cart">Back to your cart</a></section></main>`,
  );
}
