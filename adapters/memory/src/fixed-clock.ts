import type { Clock } from '@marketplace/core/shared/ports/clock.port';

/** A clock that only moves when a test moves it. */
export class FixedClock implements Clock {
  private current: number;

  constructor(start: Date = new Date('2025-06-15T12:00:00.000Z')) {
    this.current = start.getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  set(date: Date): void {
    this.current = date.getTime();
  }

  advance(ms: number): void {
    this.current += ms;
  }
}
