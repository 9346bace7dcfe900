import { useEffect, useState, type ReactNode } from 'react';
import styles from './render-in-turn.module.css';

/*
 * The page a visitor lands on is rendered in turns: its first screen at once, each lower section in a
 * task of its own after the browser has painted the one before. Rendering and laying out the whole home
 * page in one go kept a phone's main thread busy for about a second (Lighthouse: total blocking time),
 * so a tap or a keystroke waited that long; in turns no task is long. Only the start-up render is split:
 * a page reached by a link inside the app renders whole, so scroll restoration finds it complete.
 */

let startingUp = false;
/** The app starts over a page the server rendered (ADR 009): its markup is on screen already. */
let hydrating = false;
const waiting: Array<() => void> = [];
let pumping = false;

/** Runs `fn` in a task after the next paint (or soon, in a hidden tab where frames do not come). */
function afterNextPaint(fn: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    fn();
  };
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, 100);
}

function pump(): void {
  const next = waiting.shift();
  if (!next) {
    pumping = false;
    return;
  }
  next();
  afterNextPaint(pump);
}

/**
 * Marks the app's start (main.tsx, and the server's render): sections of the first page rendered wait for
 * their turn; `hydrating` when the app starts over the server's markup of that page.
 */
export function renderStartUpInTurns({ hydrating: overServerMarkup = false } = {}): void {
  startingUp = true;
  hydrating = overServerMarkup;
}

/**
 * The root route calls this: once its first page has been painted (effects run after the paint), the
 * start-up is over and whatever renders later (a navigation) renders at once.
 */
export function useStartUpEnds(): void {
  useEffect(() => {
    startingUp = false;
    hydrating = false;
  }, []);
}

/** False until this section's turn (when it `waits`, by default during start-up); true at once otherwise. */
export function useRenderTurn(waits: boolean = startingUp): boolean {
  const [ready, setReady] = useState(() => !waits);
  useEffect(() => {
    if (ready) return undefined;
    const turn = () => setReady(true);
    waiting.push(turn);
    if (!pumping) {
      pumping = true;
      afterNextPaint(pump);
    }
    return () => {
      const at = waiting.indexOf(turn);
      if (at >= 0) waiting.splice(at, 1);
    };
    // registers once; `ready` only turns true
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return ready;
}

/**
 * A lower section of a long page. Until its turn it holds a screen's height of space, so the sections
 * and footer below stay out of view and nothing visible moves when it arrives.
 */
export function InTurn({ children }: { children: ReactNode }) {
  return useRenderTurn() ? <>{children}</> : <div className={styles.reserve} aria-hidden="true" />;
}

const KEEP_SERVER_MARKUP = { __html: '' };

/**
 * A part of a server-rendered first screen that works without script (plain links). When the app starts
 * over the server's markup, that markup is kept as it is (hydration leaves it alone) and the part renders in
 * a turn of its own, so bringing the first screen to life is not one long task. Everywhere else (the
 * server's render, a page the browser renders itself) it is its children at once.
 */
export function HydrateInTurn({ children }: { children: ReactNode }) {
  const ready = useRenderTurn(startingUp && hydrating && typeof document !== 'undefined');
  return ready ? (
    <div className={styles.contents}>{children}</div>
  ) : (
    <div className={styles.contents} dangerouslySetInnerHTML={KEEP_SERVER_MARKUP} />
  );
}
