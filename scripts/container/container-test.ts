// Runs the image that scripts/container-test.sh built, as owners run it: (a) embedded, on a
// volume: a paid checkout, a stop with SIGTERM, a start on the same volume that finds the order;
// (b) two containers on the host's PostgreSQL and Redis sharing a session and a catalog change;
// (c) the server is not root and can write only to /data and /tmp. Removes what it made.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { LOCAL_TEST_CARDS } from '../../apps/server/src/modules/payments';
import { createPostgresDatabase, freePort } from '../bench/bench-database';
import { type ShopRequest, shopRequest } from '../bench/shop-request';

const IMAGE = process.env.VELORA_IMAGE;
if (!IMAGE) throw new Error('VELORA_IMAGE names the image to run (scripts/container-test.sh sets it)');
const REDIS_URL = process.env.CONTAINER_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const ADMIN = { email: 'owner@velora.test', password: 'Owner-pass-2026!' };
const SHOPPER_PASSWORD = 'Shopper-pass-2026!';
const ADDRESS = {
  name: 'Container Shopper',
  line1: '1 Image Street',
  city: 'Portland',
  region: 'OR',
  postalCode: '97201',
  country: 'US',
};
/** The server's own drain (SHUTDOWN_DRAIN_SECONDS, 2 by default) and closing, with room to spare. */
const STOP_WITHIN_MS = 15_000;

const run = `velora-test-${randomBytes(3).toString('hex')}`;
/**
 * This run's shopper address, passed as a proxy would (the shop believes loopback's
 * X-Forwarded-For). Rate limits on the host's Redis outlive a run: runs from one address
 * minutes apart would otherwise share their sign-up allowance.
 */
const CLIENT_IP = `10.${[...randomBytes(3)].join('.')}`;
const made = { containers: [] as string[], volumes: [] as string[] };

function podman(args: string[], { allowFailure = false } = {}): { ok: boolean; out: string } {
  try {
    const out = execFileSync('podman', ['--runtime', 'runc', '--cgroup-manager=cgroupfs', ...args], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return { ok: true, out: out.trim() };
  } catch (error) {
    if (allowFailure) return { ok: false, out: String((error as { stderr?: string }).stderr ?? '') };
    throw error;
  }
}

function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

function startContainer(name: string, port: number, env: Record<string, string>, volume?: string) {
  const args = ['run', '-d', '--name', name, '--network', 'host'];
  const all = {
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ALLOW_TEST_CHECKOUT: 'true',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    DEMO_CATALOG_SIZE: '60',
    ...env,
  };
  for (const [key, value] of Object.entries(all)) args.push('-e', `${key}=${value}`);
  if (volume) args.push('-v', `${volume}:/data`);
  podman([...args, IMAGE as string]);
  made.containers.push(name);
}

async function waitReady(name: string, base: string, timeoutMs = 120_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) return Date.now() - started;
    } catch {
      // not listening yet
    }
    const state = podman(['inspect', name, '--format', '{{.State.Status}}']).out;
    if (state === 'exited') throw new Error(`${name} exited while starting:\n${podman(['logs', name]).out}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${name} was not ready within ${timeoutMs / 1000} s:\n${podman(['logs', name]).out}`);
}

interface Answer {
  status: number;
  headers: Headers;
  text: string;
  // biome-ignore lint/suspicious/noExplicitAny: answers of many shapes, each read field by field and checked
  json: any;
}

async function call(
  base: string,
  method: string,
  path: string,
  request: Omit<ShopRequest, 'ip'> = {},
): Promise<Answer> {
  const { headers, body } = shopRequest({ ip: CLIENT_IP, ...request });
  const response = await fetch(`${base}${path}`, { method, headers, body, redirect: 'manual' });
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  return { status: response.status, headers: response.headers, text, json: parsed };
}

async function login(base: string, email: string, password: string): Promise<{ token: string; id: string }> {
  const answer = await call(base, 'POST', '/api/auth/login', { json: { email, password } });
  check(answer.status === 200 && answer.json?.token, `login as ${email} answered ${answer.status}`);
  return { token: answer.json.token, id: answer.json.user.id };
}

async function register(base: string): Promise<{ email: string; token: string; id: string }> {
  const email = `shopper-${randomBytes(4).toString('hex')}@velora.test`;
  const registered = await call(base, 'POST', '/api/auth/register', {
    json: { email, password: SHOPPER_PASSWORD, username: `shopper${randomBytes(3).toString('hex')}` },
  });
  check(registered.status === 201, `register answered ${registered.status}: ${registered.text}`);
  return { email, ...(await login(base, email, SHOPPER_PASSWORD)) };
}

/** A product a shopper can buy: its id, handle and a variant with stock. */
async function productWithStock(base: string) {
  const listing = await call(base, 'GET', '/api/shopify-products/products?page=1&limit=20');
  check(listing.status === 200, `the product listing answered ${listing.status}`);
  for (const { handle } of listing.json.products as { handle: string }[]) {
    const product = (await call(base, 'GET', `/api/shopify-products/products/${handle}`)).json;
    const variant = product?.variants?.edges
      .map((edge: { node: { id: string; quantityAvailable: number } }) => edge.node)
      .find((node: { quantityAvailable: number }) => node.quantityAvailable > 0);
    if (variant) return { id: product.id as string, handle, variantId: variant.id as string };
  }
  throw new Error('no product with stock in the first listing page');
}

/** Cart, checkout, the test checkout's card page, confirmation: the order's id. */
async function buy(base: string, shopper: { email: string; token: string; id: string }) {
  const product = await productWithStock(base);
  const { token } = shopper;
  const added = await call(base, 'POST', '/api/cart/add', {
    token,
    json: { item: { id: product.variantId, quantity: 1 } },
  });
  check(added.status === 200, `adding to the cart answered ${added.status}`);
  const methods = await call(base, 'GET', '/api/shipping/methods?country=US');
  const shippingMethodId = methods.json?.methods?.[0]?.id;
  check(shippingMethodId, `no shipping method for the US: ${methods.text.slice(0, 200)}`);
  const session = await call(base, 'POST', '/api/orders/create-checkout-session', {
    token,
    json: {
      products: [{ id: product.variantId, quantity: 1 }],
      user_email: shopper.email,
      shippingAddress: ADDRESS,
      shippingMethodId,
    },
  });
  check(session.status === 200 && session.json?.id, `checkout answered ${session.status}: ${session.text}`);
  const paid = await call(base, 'POST', `/checkout/${session.json.id}`, {
    token,
    form: { name: ADDRESS.name, number: LOCAL_TEST_CARDS.pays, expiry: '12/39', cvc: '123' },
  });
  check(
    paid.status === 303 && paid.headers.get('location')?.startsWith('/success'),
    `paying answered ${paid.status} ${paid.headers.get('location')}`,
  );
  const confirmed = await call(base, 'POST', '/api/orders/confirm-payment', {
    token,
    json: { session_id: session.json.id },
  });
  check(confirmed.status === 200, `confirm-payment answered ${confirmed.status}`);
  return ordersOf(base, token);
}

async function ordersOf(base: string, token: string): Promise<string[]> {
  const mine = await call(base, 'GET', '/api/orders/mine', { token });
  check(mine.status === 200, `my orders answered ${mine.status}`);
  return (mine.json as { id: string }[]).map((order) => order.id);
}

/** Text as React writes it into HTML. */
function asHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#x27;');
}

function step(text: string) {
  console.log(`    ${text}`);
}

async function embedded() {
  console.log('  (a) embedded database on a volume');
  const volume = `${run}-data`;
  podman(['volume', 'create', volume]);
  made.volumes.push(volume);
  const port = freePort();
  const base = `http://127.0.0.1:${port}`;
  const first = `${run}-embedded`;
  startContainer(first, port, {}, volume);
  step(`first start ready in ${((await waitReady(first, base)) / 1000).toFixed(1)} s`);

  const home = await call(base, 'GET', '/');
  check(home.status === 200 && home.text.includes('<html'), `the home page answered ${home.status}`);
  const shop = await call(base, 'GET', '/shop');
  const listing = await call(base, 'GET', '/api/shopify-products/products?page=1&limit=20');
  const firstTitle = listing.json?.products?.[0]?.title as string | undefined;
  check(shop.status === 200, `/shop answered ${shop.status}`);
  // Drawn by the server (the image's server-rendering bundle), not left to the browser.
  check(
    firstTitle && shop.text.includes(asHtml(firstTitle)),
    `/shop's HTML does not hold the first product, ${firstTitle}`,
  );
  step(`the storefront answers: / and /shop, drawn by the server ("${firstTitle}")`);
  const health = podman(['healthcheck', 'run', first], { allowFailure: true });
  check(health.ok, `the image's health check failed: ${health.out}`);
  step("the image's HEALTHCHECK passes");

  const shopper = await register(base);
  const orders = await buy(base, shopper);
  check(orders.length === 1, `the shopper has ${orders.length} orders after paying`);
  step(`a shopper paid through the test checkout: order ${orders[0]}`);

  // (c) in the running shop's container.
  const uid = podman(['exec', first, 'id', '-u']).out;
  check(uid !== '0', 'the server runs as root');
  const writes = (path: string) =>
    podman(['exec', first, 'sh', '-c', `touch ${path}/.velora-write-test && rm ${path}/.velora-write-test`], {
      allowFailure: true,
    }).ok;
  check(writes('/data') && writes('/tmp'), 'the server cannot write to /data or /tmp');
  for (const path of ['/app', '/app/apps/server/dist', '/etc', '/usr/local/bin', '/']) {
    check(!writes(path), `the server can write to ${path}`);
  }
  step(`runs as user ${uid}; writes to /data and /tmp only (not /app, its code, /etc, /usr/local/bin, /)`);

  const stopping = Date.now();
  podman(['stop', '--time', String(STOP_WITHIN_MS / 1000), first]);
  const stopMs = Date.now() - stopping;
  const exitCode = podman(['inspect', first, '--format', '{{.State.ExitCode}}']).out;
  check(exitCode === '0', `the server exited with ${exitCode} on SIGTERM:\n${podman(['logs', first]).out}`);
  check(stopMs < STOP_WITHIN_MS, `stopping took ${stopMs} ms: SIGTERM did not stop it, the kill did`);
  step(`SIGTERM: exit 0 in ${(stopMs / 1000).toFixed(1)} s`);

  const second = `${run}-embedded-again`;
  startContainer(second, port, {}, volume);
  step(`second start on the same volume ready in ${((await waitReady(second, base)) / 1000).toFixed(1)} s`);
  const again = await login(base, shopper.email, SHOPPER_PASSWORD);
  const kept = await ordersOf(base, again.token);
  check(kept.includes(orders[0] as string), 'the order is gone after a restart on the same volume');
  step('the shopper logs in again and finds the order');
  podman(['stop', '--time', '15', second]);
}

async function twoReplicas() {
  console.log('  (b) two containers on the host PostgreSQL and Redis');
  const database = await createPostgresDatabase();
  try {
    const ports = [freePort(), freePort()] as const;
    const bases = ports.map((port) => `http://127.0.0.1:${port}`) as [string, string];
    const names = [`${run}-one`, `${run}-two`] as const;
    // Both start together, as an orchestrator starts replicas: one migrates and seeds. Replicas
    // sharing Redis must share the secret guest cookies and queued mail are sealed with.
    const SESSION_SECRET = randomBytes(32).toString('base64url');
    names.forEach((name, i) => {
      startContainer(name, ports[i] as number, { DATABASE_URL: database.url, REDIS_URL, SESSION_SECRET });
    });
    await Promise.all(names.map((name, i) => waitReady(name, bases[i] as string)));
    const [one, two] = bases;
    step('both ready on one database');

    const shopper = await register(one);
    const me = await call(two, 'GET', '/api/auth/me', { token: shopper.token });
    check(
      me.status === 200 && me.json?.user?.email === shopper.email,
      'the other replica does not know the session',
    );
    step('a session made on one is known to the other');

    const admin = await login(one, ADMIN.email, ADMIN.password);
    const product = await productWithStock(one);
    const shownPrice = async (base: string) => {
      const page = await call(base, 'GET', `/api/shopify-products/products/${product.handle}`);
      check(page.status === 200, `the product page answered ${page.status}`);
      return page.json.priceRange.minVariantPrice.amount as string;
    };
    // The other replica has the page in its cache (on, as in production) before the change.
    const before = await shownPrice(two);
    const current = await call(one, 'GET', `/api/products/${product.id}`, { token: admin.token });
    check(current.status === 200, `the admin product answered ${current.status}`);
    // Lower, so a compare-at price stays above it.
    const price = Math.round(current.json.price * 80) / 100;
    const edited = await call(one, 'PATCH', `/api/products/update-product/${product.id}`, {
      token: admin.token,
      json: { price },
    });
    check(edited.status === 200, `the price change answered ${edited.status}: ${edited.text}`);
    const onOne = await shownPrice(one);
    const onTwo = await shownPrice(two);
    check(onOne !== before, `the edited replica still shows ${before}`);
    check(onTwo === onOne, `the other replica shows ${onTwo}, the edited one ${onOne}`);
    step('a price changed through one is served by the other at once');
    for (const name of names) podman(['stop', '--time', '15', name]);
  } finally {
    for (const name of made.containers.splice(0)) podman(['rm', '-f', '-v', name], { allowFailure: true });
    await database.drop();
  }
}

function cleanUp() {
  for (const name of made.containers) podman(['rm', '-f', '-v', name], { allowFailure: true });
  for (const volume of made.volumes) podman(['volume', 'rm', '-f', volume], { allowFailure: true });
}

const started = Date.now();
try {
  await embedded();
  cleanUp();
  await twoReplicas();
  console.log(`  the container test passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
} finally {
  cleanUp();
}
