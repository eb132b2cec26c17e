import type { Clock } from '@marketplace/core/shared/ports/clock.port';

export class SystemClock implements Clock {
  now(): Date {
    return new Date();
  }
}
