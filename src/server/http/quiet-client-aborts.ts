import type { LogFn, Logger } from 'pino';

/**
 * @fastify/compress logs at error level when the browser goes away in the middle of a compressed answer
 * (end-of-stream's "premature close"), and the plugin has no option for it. A visitor closing a tab is
 * not an error of ours: this pino hook writes those lines at debug level instead. Everything else is
 * logged as it was.
 */
export function quietClientAborts(this: Logger, args: Parameters<LogFn>, method: LogFn, level: number): void {
  const [first] = args as unknown[];
  const error = first instanceof Error ? first : (first as { err?: unknown } | undefined)?.err;
  if (level >= 50 && error instanceof Error && error.message === 'premature close') {
    this.debug({ err: error }, 'client closed the connection before the answer was sent');
    return;
  }
  method.apply(this, args);
}
