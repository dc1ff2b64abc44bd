import v8 from 'node:v8';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { collectForLowMemory, quietDecider, releaseMemoryWhenQuiet } from './quiet-memory';

const newSpaceMb = () =>
  (v8.getHeapSpaceStatistics().find((space) => space.space_name === 'new_space')?.physical_space_size ?? 0) /
  2 ** 20;

describe('quietDecider', () => {
  it('gives memory back once the loop has been quiet for two samples after work, then waits for more work', () => {
    const decide = quietDecider(2);
    // Starting is work: quiet after it gives back once.
    expect([0, 0, 0, 0].map(decide)).toEqual([false, true, false, false]);
    // Work, then quiet: the second quiet sample releases, later quiet ones do not.
    expect([0.4, 0.01, 0, 0, 0].map(decide)).toEqual([false, false, true, false, false]);
    // Work interrupting the quiet starts the count again.
    expect([0.3, 0, 0.5, 0, 0].map(decide)).toEqual([false, false, false, false, true]);
  });

  it('counts a loop busy under 2% of a sample as quiet (timers, a background job)', () => {
    const decide = quietDecider(2);
    expect([0.9, 0.019, 0.019].map(decide)).toEqual([false, false, true]);
    expect([0.021, 0.021, 0].map(decide)).toEqual([false, false, false]);
  });
});

describe('releaseMemoryWhenQuiet', () => {
  afterEach(() => vi.useRealTimers());

  it('releases on the sampling timer, and its own collection does not count as work', () => {
    vi.useFakeTimers();
    // Work, two quiet samples (release), the collection's own time (0.9, read when it ends),
    // quiet, quiet, work, two quiet samples (release).
    const samples = [0.5, 0, 0, 0.9, 0, 0, 0.3, 0, 0];
    let sampled = 0;
    const utilization = vi.fn(() => samples[sampled++] ?? 0);
    const release = vi.fn((done: () => void) => done());
    const watch = releaseMemoryWhenQuiet({ sampleMs: 1000, utilization, release });
    vi.advanceTimersByTime(3000);
    expect(release).toHaveBeenCalledTimes(1);
    // The sample after the collection was taken when it finished, not on the next tick.
    expect(utilization).toHaveBeenCalledTimes(4);
    vi.advanceTimersByTime(10_000);
    expect(release).toHaveBeenCalledTimes(2);
    watch.stop();
    vi.advanceTimersByTime(10_000);
    expect(utilization).toHaveBeenCalledTimes(15);
  });
});

describe('collectForLowMemory', () => {
  it("shrinks this thread's young generation back from its full size", async () => {
    let keep: { i: number; s: string }[] = [];
    for (let i = 0; i < 3_000_000; i++) {
      keep.push({ i, s: `x${i}` });
      if (keep.length > 200_000) keep = [];
    }
    keep = [];
    // Objects kept across collections grow the young generation towards its 32 MB.
    expect(newSpaceMb()).toBeGreaterThan(8);
    await new Promise<void>((resolve) => collectForLowMemory(resolve));
    expect(newSpaceMb()).toBeLessThan(2);
  });
});
