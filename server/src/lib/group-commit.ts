interface Waiting<T, R> {
  item: T;
  resolve: (result: R) => void;
  reject: (error: unknown) => void;
}

export interface GroupCommitOptions {
  /** Items per statement. */
  maxBatch: number;
  /** Statements at once: 1 on PGlite (one connection anyway), a few on a PostgreSQL pool. */
  maxInFlight: number;
}

/**
 * Group commit: items submitted in the same turn of the event loop, or while a statement is in flight, go out
 * together in the next statement (`run`, which answers one result per item, in order). Each caller is answered
 * only when its own batch has been written, so nothing is acknowledged early; under load the database does one
 * statement per batch instead of one per item. A batch that fails is retried item by item, so that one bad item
 * fails alone.
 */
export class GroupCommit<T, R> {
  private readonly queue: Waiting<T, R>[] = [];
  private inFlight = 0;
  private scheduled = false;

  constructor(
    private readonly run: (items: T[]) => Promise<R[]>,
    private readonly options: GroupCommitOptions,
  ) {}

  submit(item: T): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      this.schedule();
    });
  }

  /**
   * Batches are cut after the event loop's I/O phase (setImmediate), so that every request read from the sockets
   * meanwhile, including those that arrived while the last statement ran, joins the next batch.
   */
  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.pump();
    });
  }

  private pump(): void {
    while (this.inFlight < this.options.maxInFlight && this.queue.length > 0) {
      const batch = this.queue.splice(0, this.options.maxBatch);
      this.inFlight += 1;
      void this.write(batch).finally(() => {
        this.inFlight -= 1;
        if (this.queue.length > 0) this.schedule();
      });
    }
  }

  private async write(batch: Waiting<T, R>[]): Promise<void> {
    try {
      const results = await this.run(batch.map((waiting) => waiting.item));
      batch.forEach((waiting, index) => waiting.resolve(results[index]!));
    } catch (error) {
      if (batch.length === 1) {
        batch[0]!.reject(error);
        return;
      }
      for (const waiting of batch) {
        try {
          const [result] = await this.run([waiting.item]);
          waiting.resolve(result!);
        } catch (single) {
          waiting.reject(single);
        }
      }
    }
  }
}
