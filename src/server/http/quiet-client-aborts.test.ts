import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { quietClientAborts } from './quiet-client-aborts.js';

function capture() {
  const lines: { level: number; msg?: string }[] = [];
  const logger = pino(
    { level: 'debug', hooks: { logMethod: quietClientAborts } },
    { write: (line: string) => lines.push(JSON.parse(line) as { level: number; msg?: string }) },
  );
  return { logger, lines };
}

describe('client aborts in the logs', () => {
  it('writes a browser going away mid-answer at debug level, not as an error', () => {
    const { logger, lines } = capture();
    logger.error(new Error('premature close'));
    expect(lines.map((l) => l.level)).toEqual([20]);
  });

  it('keeps every other error at error level', () => {
    const { logger, lines } = capture();
    logger.error(new Error('database is down'));
    logger.error({ err: new Error('boom') }, 'unhandled error');
    logger.warn(new Error('premature close'));
    expect(lines.map((l) => l.level)).toEqual([50, 50, 40]);
  });
});
