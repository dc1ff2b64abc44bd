import { describe, expect, it } from 'vitest';
import { OverloadedError, WorkQueue } from './work-queue';

describe('WorkQueue', () => {
  it('lets in as many as may work at once, then admits the waiting in arrival order', async () => {
    const queue = new WorkQueue({ maxActive: 2, maxQueued: 10, maxWaitMs: 60_000 });
    const order: string[] = [];
    await queue.enter();
    await queue.enter();
    const waiting = ['c', 'd', 'e'].map((name) => queue.enter().then(() => order.push(name)));
    expect(queue.stats()).toEqual({ active: 2, queued: 3, refused: 0 });
    queue.leave();
    await waiting[0];
    queue.leave();
    queue.leave();
    await Promise.all(waiting);
    expect(order).toEqual(['c', 'd', 'e']);
    expect(queue.stats()).toEqual({ active: 2, queued: 0, refused: 0 });
  });

  it('refuses at once when the line is full', async () => {
    const queue = new WorkQueue({ maxActive: 1, maxQueued: 1, maxWaitMs: 60_000 });
    await queue.enter();
    const second = queue.enter();
    const third = await queue.enter().catch((error: unknown) => error);
    expect(third).toBeInstanceOf(OverloadedError);
    expect((third as OverloadedError).reason).toBe('full');
    queue.leave();
    await second;
    expect(queue.stats()).toEqual({ active: 1, queued: 0, refused: 1 });
  });

  it('refuses a request that waited as long as it may, and does not admit it later', async () => {
    const queue = new WorkQueue({ maxActive: 1, maxQueued: 5, maxWaitMs: 20 });
    await queue.enter();
    const waited = await queue.enter().catch((error: unknown) => error);
    expect((waited as OverloadedError).reason).toBe('waited');
    expect(queue.stats()).toEqual({ active: 1, queued: 0, refused: 1 });
    const next = queue.enter();
    queue.leave();
    await next;
    expect(queue.stats()).toEqual({ active: 1, queued: 0, refused: 1 });
  });
});
