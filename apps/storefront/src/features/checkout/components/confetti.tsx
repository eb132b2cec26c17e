import { useEffect, useRef } from 'react';
import { CONFETTI } from '@marketplace/web-common/ui-constants';

const COLORS = ['#047857', '#2563eb', '#f59e0b', '#db2777', '#7c3aed', '#10b981'];

/** True when the visitor asked the system for less motion. */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * A small canvas confetti burst: CONFETTI.particles pieces falling for CONFETTI.durationMs, then
 * gone. Decorative only (aria-hidden, no pointer events).
 */
export function Confetti({ onDone }: { onDone?: () => void }) {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = ref.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    const resize = () => {
      canvas.width = window.innerWidth;
      canvas.height = window.innerHeight;
    };
    resize();
    window.addEventListener('resize', resize);
    const pieces = Array.from({ length: CONFETTI.particles }, (_, index) => ({
      x: Math.random() * canvas.width,
      y: -20 - Math.random() * canvas.height * 0.5,
      vx: (Math.random() - 0.5) * 2.5,
      vy: 2 + Math.random() * 3,
      size: 6 + Math.random() * 6,
      angle: Math.random() * Math.PI,
      spin: (Math.random() - 0.5) * 0.2,
      color: COLORS[index % COLORS.length] ?? '#047857',
    }));
    const started = performance.now();
    let frame = 0;
    const draw = (now: number) => {
      const elapsed = now - started;
      context.clearRect(0, 0, canvas.width, canvas.height);
      if (elapsed >= CONFETTI.durationMs) {
        onDone?.();
        return;
      }
      context.globalAlpha = elapsed > CONFETTI.durationMs - 1000 ? Math.max(0, (CONFETTI.durationMs - elapsed) / 1000) : 1;
      for (const piece of pieces) {
        piece.x += piece.vx;
        piece.y += piece.vy;
        piece.angle += piece.spin;
        if (piece.y > canvas.height + 20) piece.y = -20;
        context.save();
        context.translate(piece.x, piece.y);
        context.rotate(piece.angle);
        context.fillStyle = piece.color;
        context.fillRect(-piece.size / 2, -piece.size / 4, piece.size, piece.size / 2);
        context.restore();
      }
      frame = requestAnimationFrame(draw);
    };
    frame = requestAnimationFrame(draw);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', resize);
    };
  }, [onDone]);
  return <canvas ref={ref} aria-hidden="true" data-testid="confetti" style={{ position: 'fixed', inset: 0, pointerEvents: 'none', zIndex: 40 }} />;
}
