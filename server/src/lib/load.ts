/**
 * How busy the server is, from the pace of incoming requests. Background work (mail outbox, ledger sealing) asks
 * `busy()` and steps aside during a burst, so that the burst's answers are not slowed by work that can wait a few
 * seconds; it never waits longer than its own maximum deferral.
 */
export class LoadMeter {
  private windowStart = 0;
  private count = 0;
  private busyUntil = 0;

  constructor(
    /** Requests within one window that mean a burst: 20 per 100 ms is 200 requests a second. */
    private readonly threshold = 20,
    private readonly windowMs = 100,
    private readonly clock: () => number = Date.now,
  ) {}

  hit(): void {
    const now = this.clock();
    if (now - this.windowStart >= this.windowMs) {
      this.windowStart = now;
      this.count = 0;
    }
    this.count += 1;
    if (this.count >= this.threshold) this.busyUntil = now + this.windowMs;
  }

  busy(): boolean {
    return this.clock() < this.busyUntil;
  }
}
