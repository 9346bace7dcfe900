// Runs axe-core in the page: every rule of WCAG 2.0/2.1/2.2 A and AA (any impact fails), and axe's best
// practices where their impact is serious or critical.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** The WCAG levels every page must meet (issue 13: target-size is wcag22aa). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  // Evaluated through the DevTools protocol, so the page's Content-Security-Policy is not loosened for it.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async (wcagTags) => {
    interface Result {
      id: string;
      impact: string | null;
      help: string;
      tags: string[];
      nodes: { target: string[] }[];
    }
    const axe = (
      window as unknown as {
        axe: {
          run: (ctx: Document, options: unknown) => Promise<{ violations: Result[] }>;
        };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: [...wcagTags, 'best-practice'] },
    });
    return result.violations
      .filter(
        (v) =>
          v.tags.some((tag) => wcagTags.includes(tag)) || v.impact === 'serious' || v.impact === 'critical',
      )
      .map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.map((n) => ({ target: n.target })),
      }));
  }, WCAG_TAGS);
  return violations;
}

/**
 * Resolves once no toast is moving: a toast fading in or out is measured half transparent (a false
 * contrast failure, seen on the teams journey's team step), and one shown right after an action may mount
 * a moment later. Waits until the toaster has had no running animation or transition for 300 ms.
 */
export async function toastsSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const w = window as unknown as { __toastsStillSince?: number };
      const moving = [...document.querySelectorAll('[data-sonner-toaster]')].some(
        (toaster) => toaster.getAnimations({ subtree: true }).length > 0,
      );
      const now = performance.now();
      if (moving) {
        w.__toastsStillSince = undefined;
        return false;
      }
      w.__toastsStillSince ??= now;
      return now - w.__toastsStillSince >= 300;
    },
    undefined,
    { polling: 50, timeout: 10_000 },
  );
}

/** Whether a toast is moving now, and how many there are. */
const toastState = (page: Page) =>
  page.evaluate(() => ({
    moving: [...document.querySelectorAll('[data-sonner-toaster]')].some(
      (toaster) => toaster.getAnimations({ subtree: true }).length > 0,
    ),
    count: document.querySelectorAll('[data-sonner-toast]').length,
  }));

/**
 * Axe's violations once the toasts have stopped moving (toastsSettled). A toast that mounts while axe runs
 * (on a busy machine, later than the settling waited) is measured mid-fade: then axe runs again, up to
 * three times, so only a violation that stays is reported.
 */
export async function axeSettled(page: Page): Promise<AxeViolation[]> {
  for (let attempt = 1; ; attempt += 1) {
    await toastsSettled(page);
    const before = await toastState(page);
    const violations = await axeViolations(page);
    const after = await toastState(page);
    if (attempt === 3 || (!after.moving && after.count === before.count)) return violations;
  }
}
