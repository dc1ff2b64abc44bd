/**
 * The test checkout's formatting as the shopper types, plain browser JavaScript served as
 * /checkout/checkout.js: a file of the shop's own origin, which the pages' policy (script-src
 * 'self') already allows, where an inline script would need a nonce. The page works without it:
 * the server takes "4242424242424242" and "1229" as they are.
 *
 * The pure formatting, kept apart so a test can run it.
 */
export const CARD_FORMATTING = `
function groupCardNumber(value) {
  return value.replace(/\\D/g, '').slice(0, 19).replace(/(\\d{4})(?=\\d)/g, '$1 ');
}
function formatExpiry(value, deleting) {
  var fullYear = /^\\s*(\\d{1,2})\\s*\\/\\s*20(\\d{2})\\s*$/.exec(value);
  if (fullYear) value = (fullYear[1].length === 1 ? '0' : '') + fullYear[1] + fullYear[2];
  var oneDigitMonth = /^\\s*(\\d)\\s*\\//.exec(value);
  if (oneDigitMonth) value = '0' + oneDigitMonth[1] + '/' + value.slice(oneDigitMonth[0].length);
  var digits = value.replace(/\\D/g, '').slice(0, 4);
  if (digits.length === 1 && digits > '1') digits = '0' + digits;
  if (digits.length < 2) return digits;
  if (digits.length === 2) return deleting ? digits : digits + '/';
  return digits.slice(0, 2) + '/' + digits.slice(2);
}
`;

/** Wires the formatting to the fields, keeping the cursor after the digits it was after. */
export const CHECKOUT_SCRIPT = `(function () {
${CARD_FORMATTING}
function reformat(input, format, deleting) {
  var before = input.value;
  var caret = input.selectionStart == null ? before.length : input.selectionStart;
  var digitsBefore = before.slice(0, caret).replace(/\\D/g, '').length;
  var after = format(before, deleting);
  if (after === before) return;
  input.value = after;
  var position = 0;
  for (var seen = 0; position < after.length && seen < digitsBefore; position++) {
    if (/\\d/.test(after[position])) seen++;
  }
  if (!deleting) while (position < after.length && /\\D/.test(after[position])) position++;
  if (document.activeElement === input) input.setSelectionRange(position, position);
}
function follow(id, format) {
  var input = document.getElementById(id);
  if (!input) return;
  input.addEventListener('input', function (event) {
    reformat(input, format, /^delete/.test(event.inputType || ''));
  });
  reformat(input, format, true);
}
// Back and reload bring typed fields back (once the page has loaded, after this script ran);
// the card number and CVC stay gone, as the server never writes them into the page either
// (see renderCheckoutPage).
window.addEventListener('pageshow', function () {
  var navigation = performance.getEntriesByType('navigation')[0];
  if (!navigation || (navigation.type !== 'back_forward' && navigation.type !== 'reload')) return;
  ['number', 'cvc'].forEach(function (id) {
    var input = document.getElementById(id);
    if (input) input.value = '';
  });
});
follow('number', groupCardNumber);
follow('expiry', formatExpiry);
})();
`;
