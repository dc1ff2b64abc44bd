import { describe, expect, it } from 'vitest';
import { MemoMap } from './catalog-memo';

describe('MemoMap', () => {
  it('computes a key once while it is fresh, and again once it has expired', async () => {
    let now = 0;
    let computed = 0;
    const memo = new MemoMap<number>(1000, 10, () => now);
    const count = () => Promise.resolve(++computed);
    expect(await memo.get('dresses', count)).toBe(1);
    expect(await memo.get('dresses', count)).toBe(1);
    now = 999;
    expect(await memo.get('dresses', count)).toBe(1);
    now = 1000;
    expect(await memo.get('dresses', count)).toBe(2);
    expect(memo.peek('dresses')).toBe(2);
    now = 2000;
    expect(memo.peek('dresses')).toBeUndefined();
  });

  it('shares one computation between concurrent callers', async () => {
    let computed = 0;
    const memo = new MemoMap<number>(1000, 10);
    const slow = () => new Promise<number>((resolve) => setTimeout(() => resolve(++computed), 5));
    const answers = await Promise.all([memo.get('k', slow), memo.get('k', slow), memo.get('k', slow)]);
    expect(answers).toEqual([1, 1, 1]);
    expect(computed).toBe(1);
  });

  it('keeps no more than its bound, dropping the oldest first', async () => {
    const memo = new MemoMap<number>(60_000, 3);
    for (const [i, key] of ['a', 'b', 'c', 'd'].entries()) await memo.get(key, async () => i);
    expect(memo.size).toBe(3);
    expect(memo.peek('a')).toBeUndefined();
    expect(memo.peek('d')).toBe(3);
  });

  it('forgets everything on clear(), including what was being computed when it came', async () => {
    const memo = new MemoMap<number>(60_000, 10);
    await memo.get('before', async () => 1);
    let finish: (value: number) => void = () => {};
    const running = memo.get('during', () => new Promise<number>((resolve) => (finish = resolve)));
    const stamp = memo.stamp();
    memo.clear();
    finish(7);
    expect(await running).toBe(7);
    memo.put('counted-before-clear', 5, stamp);
    expect(memo.peek('before')).toBeUndefined();
    expect(memo.peek('during')).toBeUndefined();
    expect(memo.peek('counted-before-clear')).toBeUndefined();
    memo.put('counted-after-clear', 6, memo.stamp());
    expect(memo.peek('counted-after-clear')).toBe(6);
  });

  it('remembers nothing with a lifetime of 0', async () => {
    let computed = 0;
    const memo = new MemoMap<number>(0, 10);
    await memo.get('k', async () => ++computed);
    await memo.get('k', async () => ++computed);
    memo.put('k', 9, memo.stamp());
    expect(computed).toBe(2);
    expect(memo.peek('k')).toBeUndefined();
  });
});
