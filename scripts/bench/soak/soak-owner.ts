// The owner's visit in the soak: editing prices and stock at Manage Products and moving paid
// orders along. Every request goes through the SoakClient, which counts it.
import { pick, type SoakWorld } from './soak-shoppers';

interface AdminSize {
  size: string;
  stock: number;
}

interface AdminProduct {
  id: string;
  price: number;
  sizes: AdminSize[];
  colors: { color: string; sizes: AdminSize[] }[];
}

/**
 * The owner at Manage Products: the products running low, one of them opened, its price moved a
 * little and five units added to each size (with the stock seen, as the Update product form sends
 * it). Every third visit also moves the oldest paid order along (pending → processing → shipped).
 */
export async function adminEdit(world: SoakWorld, turn: number): Promise<void> {
  const { client } = world;
  const { token, ip } = world.admin;
  const list = await client.send('admin', 'GET', '/api/products?stock=low&sort=stock-asc&limit=20', {
    ip,
    token,
  });
  let products = (list?.json as { products?: { id: string }[] } | undefined)?.products ?? [];
  if (products.length === 0) {
    const all = await client.send('admin', 'GET', `/api/products?page=${1 + (turn % 10)}`, { ip, token });
    products = (all?.json as { products?: { id: string }[] } | undefined)?.products ?? [];
  }
  const chosen = products.length > 0 ? pick(world, products) : undefined;
  if (chosen) {
    const opened = await client.send('admin', 'GET', `/api/products/${chosen.id}`, { ip, token });
    const product = opened?.json as AdminProduct | undefined;
    if (opened?.status === 200 && product) {
      const price = Math.max(1, Math.round(product.price * (world.next() < 0.5 ? 95 : 105)) / 100);
      const oneColour = product.colors.length <= 1;
      const edited = await client.send('admin', 'PATCH', `/api/products/update-product/${product.id}`, {
        ip,
        token,
        json: oneColour
          ? {
              price,
              sizes: product.sizes.map((s) => ({ size: s.size, stock: s.stock + 5, stockWas: s.stock })),
            }
          : { price },
      });
      if (edited?.status !== 200) client.surprise('admin', 'update-product', edited);
      if (!oneColour) {
        const stocked = await client.send('admin', 'POST', '/api/products/bulk', {
          ip,
          token,
          json: { action: 'add-stock', ids: [product.id], quantity: 5 },
        });
        if (stocked?.status !== 200) client.surprise('admin', 'bulk add-stock', stocked);
      }
    } else {
      client.surprise('admin', 'product', opened);
    }
  }
  if (turn % 3 !== 0) return;
  const status = turn % 6 === 0 ? 'processing' : 'pending';
  const orders = await client.send(
    'admin',
    'GET',
    `/api/orders?paymentStatus=paid&status=${status}&limit=5`,
    {
      ip,
      token,
    },
  );
  const order = (orders?.json as { orders?: { id: string }[] } | undefined)?.orders?.at(-1);
  if (!order) return;
  const moved = await client.send('admin', 'PATCH', `/api/orders/update-order-status/${order.id}`, {
    ip,
    token,
    json:
      status === 'pending'
        ? { status: 'processing' }
        : { status: 'shipped', carrier: 'UPS', trackingNumber: `1Z${Math.floor(world.next() * 1e9)}` },
  });
  if (moved?.status !== 200) client.surprise('admin', 'update-order-status', moved);
}
