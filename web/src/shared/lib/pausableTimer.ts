/** A timeout that can be paused and resumed with the remaining time (snacks on hover). */
export class PausableTimer {
  private remaining: number;
  private startedAt = 0;
  private handle: ReturnType<typeof setTimeout> | null = null;
  private done = false;

  constructor(
    duration: number,
    private readonly onDone: () => void,
  ) {
    this.remaining = duration;
  }

  start(): void {
    if (this.done || this.handle !== null) return;
    this.startedAt = Date.now();
    this.handle = setTimeout(() => {
      this.handle = null;
      this.done = true;
      this.onDone();
    }, this.remaining);
  }

  pause(): void {
    if (this.handle === null) return;
    clearTimeout(this.handle);
    this.handle = null;
    this.remaining = Math.max(0, this.remaining - (Date.now() - this.startedAt));
  }

  resume(): void {
    this.start();
  }

  cancel(): void {
    if (this.handle !== null) clearTimeout(this.handle);
    this.handle = null;
    this.done = true;
  }

  get remainingMs(): number {
    return this.handle === null ? this.remaining : Math.max(0, this.remaining - (Date.now() - this.startedAt));
  }
}
