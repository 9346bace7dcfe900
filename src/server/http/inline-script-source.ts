import { createHash } from 'node:crypto';

/** The CSP source that allows exactly this inline script (its SHA-256). */
export function inlineScriptSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
}
