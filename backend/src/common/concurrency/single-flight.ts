/**
 * Work under way in this process by key: a second caller with the same key while the first
 * runs gets the first one's promise (its result or its error) instead of doing it again.
 * The key is forgotten once the work settles.
 */
export class SingleFlight<T> {
  private readonly running = new Map<string, Promise<T>>();

  run(key: string, work: () => Promise<T>): Promise<T> {
    const running = this.running.get(key);
    if (running) return running;
    const started = work().finally(() => this.running.delete(key));
    this.running.set(key, started);
    return started;
  }
}
