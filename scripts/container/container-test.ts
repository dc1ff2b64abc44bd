// Runs the image that scripts/container-test.sh built, as owners run it: (a) embedded, on a
// volume: a paid checkout, a stop with SIGTERM, a start on the same volume that finds the order;
// (b) two containers on the host's PostgreSQL and Redis sharing a session and a catalog change;
// (c) the server is not root and can write only to /data and /tmp. Removes what it made.
import { randomBytes } from 'node:crypto';
import { createPostgresDatabase, freePort } from '../bench/bench-database';
import {
  buy,
  call,
  check,
  login,
  ordersOf,
  productWithStock,
  register,
  SHOPPER_PASSWORD,
} from './container-shopper';
import { ADMIN, cleanUp, made, podman, startContainer, waitReady } from './shop-containers';

const REDIS_URL = process.env.CONTAINER_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** The server's own drain (SHUTDOWN_DRAIN_SECONDS, 2 by default) and closing, with room to spare. */
const STOP_WITHIN_MS = 15_000;

const run = `velora-test-${randomBytes(3).toString('hex')}`;

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
  // The listing /shop draws: the day's shuffle, not the API's default order (newest first), whose
  // first product is on the shop's first page only on some days.
  const listing = await call(base, 'GET', '/api/shopify-products/products?sort=random&page=1&limit=20');
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

const started = Date.now();
try {
  await embedded();
  cleanUp();
  await twoReplicas();
  console.log(`  the container test passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
} finally {
  cleanUp();
}
