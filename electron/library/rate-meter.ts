/**
 * @file Files per second over a sliding window, for progress rates and ETAs. Pure but for the clock.
 *
 * A window (not the run's average) so the rate answers "how fast now": after a pause, or when a
 * run moves from small PNGs to 50-MB RAW files, the ETA follows within seconds.
 */
export class RateMeter {
  private samples: Array<[at: number, count: number]> = [];

  constructor(private readonly windowMs = 10_000, private readonly clock: () => number = () => performance.now()) {
    this.restart();
  }

  restart(): void {
    this.samples = [[this.clock(), 0]];
  }

  add(count: number): void {
    const now = this.clock();
    this.samples.push([now, count]);
    while (this.samples.length > 2 && now - this.samples[1]![0] > this.windowMs) this.samples.shift();
  }

  /** Per second, or null until a second's worth of work has been seen. */
  rate(): number | null {
    const first = this.samples[0]!;
    const last = this.samples[this.samples.length - 1]!;
    const seconds = (last[0] - first[0]) / 1000;
    if (seconds < 0.25) return null;
    const count = this.samples.slice(1).reduce((sum, [, n]) => sum + n, 0);
    return Math.round((count / seconds) * 10) / 10;
  }
}
