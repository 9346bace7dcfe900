import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { OVERLOAD_WAIT_MINUTES } from '../../shared/constants.js';
import type { OverloadConfig } from '../config.js';

/** Seconds a client is told to wait when the server sheds load (SPEC §9: 5 minutes). */
export const OVERLOAD_RETRY_AFTER_SECONDS = OVERLOAD_WAIT_MINUTES * 60;

/** The code @fastify/under-pressure throws; the error handler answers it as OVERLOADED. */
export const UNDER_PRESSURE_CODE = 'FST_UNDER_PRESSURE';

/**
 * Sheds load under event-loop delay or memory pressure: 503 with `Retry-After: 300`, answered as
 * `{ error: { code: 'OVERLOADED' } }` by the error handler. Register it early so a rejected request
 * costs nothing else. A route can opt out with `config: { pressureHandler: () => undefined }`.
 */
export async function registerOverloadProtection(
  app: FastifyInstance,
  overload: OverloadConfig,
): Promise<void> {
  await app.register(underPressure, {
    maxEventLoopDelay: overload.maxEventLoopDelayMs,
    maxHeapUsedBytes: overload.maxHeapUsedBytes,
    maxRssBytes: overload.maxRssBytes,
    sampleInterval: overload.sampleIntervalMs,
    retryAfter: OVERLOAD_RETRY_AFTER_SECONDS,
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * @fastify/under-pressure per-route handler; returning undefined lets the request through, returning
     * a value sends it as the answer.
     */
    pressureHandler?: (
      request: FastifyRequest,
      reply: FastifyReply,
      type: string,
      value: number | undefined,
    ) => unknown;
  }
}
