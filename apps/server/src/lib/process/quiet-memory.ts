// Gives V8's spare heap back once a thread has gone quiet (docs/decisions/040). A burst of
// requests grows a thread's young generation to 32 MB (two 16 MB semi-spaces), and V8 shrinks it
// only from a memory-reducing collection: its memory reducer starts one after a full collection
// that grew the old generation by 10 MB since its last run, so after a few pages it sometimes
// never does, and the shop sat 30 MB above its idle size until the next burst. A quiet
// thread asks for that collection itself.
import { Session } from 'node:inspector';
import { performance } from 'node:perf_hooks';

/** How often a thread's event loop is sampled. */
const SAMPLE_MS = 2_500;
/** A sample whose loop was busier than this counts as work. */
const BUSY_UTILIZATION = 0.02;
/** Quiet samples in a row, after some work, before the memory is given back. */
const QUIET_SAMPLES = 2;

/**
 * Decides, one event-loop sample at a time, when to give memory back: after work, once the
 * loop has been quiet for `quietSamples` samples in a row, and then not again until more work.
 * Starting counts as work: loading the code and opening the database grow the heap too.
 */
export function quietDecider(quietSamples = QUIET_SAMPLES): (utilization: number) => boolean {
  let quiet = 0;
  let workedSinceRelease = true;
  return (utilization) => {
    if (utilization > BUSY_UTILIZATION) {
      quiet = 0;
      workedSinceRelease = true;
      return false;
    }
    quiet += 1;
    if (!workedSinceRelease || quiet < quietSamples) return false;
    workedSinceRelease = false;
    return true;
  };
}

let session: Session | null = null;

/**
 * A full collection that also shrinks the young generation and returns free pages: what V8 does
 * on a low-memory notification, which Node offers only through the inspector protocol (an
 * in-process session opens no port). It runs as a task of this thread, 25-90 ms of it measured,
 * and calls `done` after.
 */
export function collectForLowMemory(done: () => void = () => {}): void {
  if (!session) {
    session = new Session();
    session.connect();
  }
  session.post('HeapProfiler.collectGarbage', () => done());
}

/** The share of time the event loop has been busy since the last call. */
function loopUtilizationSampler(): () => number {
  let last = performance.eventLoopUtilization();
  return () => {
    const now = performance.eventLoopUtilization();
    const { utilization } = performance.eventLoopUtilization(now, last);
    last = now;
    return utilization;
  };
}

/**
 * Watches this thread's event loop and gives memory back each time it goes quiet after work.
 * The timer never keeps the process or thread alive.
 */
export function releaseMemoryWhenQuiet({
  sampleMs = SAMPLE_MS,
  utilization = loopUtilizationSampler(),
  release = collectForLowMemory,
}: {
  sampleMs?: number;
  utilization?: () => number;
  release?: (done: () => void) => void;
} = {}): { stop: () => void } {
  const decide = quietDecider();
  const timer = setInterval(() => {
    if (!decide(utilization())) return;
    // The collection's own time is not work: the next sample starts after it.
    release(() => utilization());
  }, sampleMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
