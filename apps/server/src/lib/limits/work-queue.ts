/** Refused at the door: the queue is full, or the request waited as long as it may. */
export class OverloadedError extends Error {
  constructor(readonly reason: 'full' | 'waited') {
    super(reason === 'full' ? 'The queue is full' : 'Waited too long in the queue');
  }
}

export interface WorkQueueOptions {
  /** How many requests may do their work at once; the rest wait in arrival order. */
  maxActive: number;
  /** How many may wait; one more is refused at once. */
  maxQueued: number;
  /** How long one may wait before it is refused. */
  maxWaitMs: number;
}

export interface WorkQueueStats {
  active: number;
  queued: number;
  /** Refused since the start, because the queue was full or the wait too long. */
  refused: number;
}

interface Waiter {
  admit: () => void;
  refuse: (error: OverloadedError) => void;
  timer: NodeJS.Timeout;
  done: boolean;
}

/**
 * First come, first served, with a bounded line (docs/decisions/022). A database serves a few
 * statements at a time however many requests arrive; beyond that, a request either waits its
 * turn, briefly, or is told at once to come back, instead of joining a line that only grows.
 */
export class WorkQueue {
  private active = 0;
  private queued = 0;
  private refused = 0;
  private readonly waiting: Waiter[] = [];
  private head = 0;

  constructor(private readonly options: WorkQueueOptions) {}

  /** Resolves when the caller may start; it must call leave() when it is done, whatever happened. */
  enter(): Promise<void> {
    if (this.active < this.options.maxActive && this.queued === 0) {
      this.active += 1;
      return Promise.resolve();
    }
    if (this.queued >= this.options.maxQueued) {
      this.refused += 1;
      return Promise.reject(new OverloadedError('full'));
    }
    return new Promise((admit, refuse) => {
      const waiter: Waiter = {
        admit,
        refuse,
        done: false,
        timer: setTimeout(() => {
          waiter.done = true;
          this.queued -= 1;
          this.refused += 1;
          refuse(new OverloadedError('waited'));
        }, this.options.maxWaitMs),
      };
      this.waiting.push(waiter);
      this.queued += 1;
    });
  }

  leave(): void {
    this.active -= 1;
    while (this.head < this.waiting.length && this.active < this.options.maxActive) {
      const next = this.waiting[this.head] as Waiter;
      this.head += 1;
      if (next.done) continue;
      next.done = true;
      clearTimeout(next.timer);
      this.queued -= 1;
      this.active += 1;
      next.admit();
    }
    // Drop the served part of the line now and then, so it does not grow with the traffic.
    if (this.head > 1024 && this.head * 2 > this.waiting.length) {
      this.waiting.splice(0, this.head);
      this.head = 0;
    }
  }

  stats(): WorkQueueStats {
    return { active: this.active, queued: this.queued, refused: this.refused };
  }
}
