import type { FastifyInstance } from 'fastify';
import type { Database } from './db/client.js';

/** How long in-flight requests get to finish on shutdown before the process gives up. */
export const SHUTDOWN_TIMEOUT_MS = 10_000;

/**
 * Graceful shutdown on SIGTERM/SIGINT: stop accepting connections, let in-flight requests finish, close
 * the database, then exit 0 (1 when it fails or takes longer than the timeout). Repeated signals are ignored.
 */
export function createShutdown(
  app: FastifyInstance,
  database: Database,
  {
    timeoutMs = SHUTDOWN_TIMEOUT_MS,
    exit = (code: number): void => process.exit(code),
  }: { timeoutMs?: number; exit?: (code: number) => void } = {},
): (signal: string) => Promise<void> {
  let stopping = false;
  return async (signal) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out');
      exit(1);
    }, timeoutMs);
    timer.unref();
    try {
      await app.close();
      await database.close();
      clearTimeout(timer);
      exit(0);
    } catch (err) {
      clearTimeout(timer);
      app.log.error({ err }, 'shutdown failed');
      exit(1);
    }
  };
}
