import { useEffect } from 'react';

/**
 * Keeps the screen on while `active` and the page is visible (Screen Wake Lock API, where the
 * browser has it), so the code does not go dark while the cashier scans it. The browser drops the
 * lock when the page is hidden; it is taken again when the page comes back.
 */
export function useScreenWakeLock(active: boolean): void {
  useEffect(() => {
    if (!active || typeof navigator === 'undefined' || !('wakeLock' in navigator)) return;
    let lock: WakeLockSentinel | null = null;
    let stopped = false;

    const acquire = async () => {
      if (document.visibilityState !== 'visible' || (lock && !lock.released)) return;
      try {
        const sentinel = await navigator.wakeLock.request('screen');
        if (stopped) await sentinel.release();
        else lock = sentinel;
      } catch {
        // refused (battery saver, no user activation): the screen may dim as usual
      }
    };
    const onVisibilityChange = () => void acquire();

    void acquire();
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', onVisibilityChange);
      lock?.release().catch(() => undefined);
    };
  }, [active]);
}
