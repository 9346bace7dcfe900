import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import type { HttpServerConfig } from '../config.js';
import { createTestDatabase, testConfig, type TestDatabase } from '../test/test-app.js';

const LIMITS: HttpServerConfig = {
  requestTimeoutMs: 1000,
  headersTimeoutMs: 1000,
  idleTimeoutMs: 10_000,
  maxConnections: 3,
  checkIntervalMs: 50,
};

interface Connection {
  socket: Socket;
  /** Everything the server sent so far. */
  received: () => string;
  /** Resolves with the milliseconds from connecting to the server closing the connection. */
  closed: Promise<number>;
}

describe('the HTTP server against slow and piled-up connections', () => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  let port: number;
  const open: Socket[] = [];

  beforeAll(async () => {
    testDb = await createTestDatabase();
    app = await buildApp(testConfig({ http: LIMITS }), { database: testDb.database });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    for (const socket of open) socket.destroy();
    await app?.close();
    await testDb?.dispose();
  });

  async function connection(): Promise<Connection> {
    const socket = connect({ port, host: '127.0.0.1' });
    open.push(socket);
    let data = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      data += chunk;
    });
    socket.on('error', () => {}); // a write after the server hung up
    await new Promise<void>((resolve) => socket.once('connect', resolve));
    const started = Date.now();
    const closed = new Promise<number>((resolve) =>
      socket.once('close', () => resolve(Date.now() - started)),
    );
    return { socket, received: () => data, closed };
  }

  /** Writes `text` a character at a time every `everyMs` until the connection closes. */
  function dribble(socket: Socket, text: string, everyMs: number): void {
    let at = 0;
    const timer = setInterval(() => {
      if (socket.destroyed || at >= text.length) {
        clearInterval(timer);
        return;
      }
      socket.write(text[at] ?? '');
      at += 1;
    }, everyMs);
    socket.once('close', () => clearInterval(timer));
  }

  /** Waits up to `ms` for the connection to close; answers its time, or null when still open. */
  const closedWithin = (conn: Connection, ms: number) =>
    Promise.race([conn.closed, new Promise<null>((resolve) => setTimeout(() => resolve(null), ms))]);

  it('answers 408 and closes a request whose body arrives byte by byte past the request timeout', async () => {
    const conn = await connection();
    const body = JSON.stringify({
      name: 'A',
      email: 'a@example.org',
      topic: 'other',
      message: 'x'.repeat(60),
    });
    conn.socket.write(
      'POST /api/contacts/messages HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n`,
    );
    dribble(conn.socket, body, 100); // ~10 s for the whole body
    const after = await closedWithin(conn, 4000);
    expect(after, 'the connection is still open').not.toBeNull();
    expect(after).toBeGreaterThanOrEqual(LIMITS.requestTimeoutMs - 100);
    expect(conn.received()).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('closes a connection whose headers arrive byte by byte past the headers timeout', async () => {
    const conn = await connection();
    dribble(
      conn.socket,
      'GET /api/users/getCurrent HTTP/1.1\r\nHost: localhost\r\nX-Slow: ' + 'y'.repeat(100),
      100,
    );
    const after = await closedWithin(conn, 4000);
    expect(after, 'the connection is still open').not.toBeNull();
    expect(after).toBeGreaterThanOrEqual(LIMITS.headersTimeoutMs - 100);
    expect(conn.received()).not.toMatch(/ 200 /);
  });

  it('refuses connections beyond the cap, and takes new ones once one ends', async () => {
    const get = 'GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n';
    const held: Connection[] = [];
    for (let i = 0; i < LIMITS.maxConnections; i += 1) {
      const conn = await connection();
      conn.socket.write(get);
      await expect.poll(() => conn.received(), { timeout: 5000 }).toMatch(/^HTTP\/1\.1 200 /);
      held.push(conn);
    }
    const extra = await connection();
    extra.socket.write(get);
    expect(await closedWithin(extra, 2000), 'the extra connection is still open').not.toBeNull();
    expect(extra.received()).toBe('');

    held[0]?.socket.destroy();
    await held[0]?.closed;
    await expect
      .poll(
        async () => {
          const again = await connection();
          again.socket.write(get);
          await closedWithin(again, 200);
          const answer = again.received();
          again.socket.destroy();
          return answer;
        },
        { timeout: 5000 },
      )
      .toMatch(/^HTTP\/1\.1 200 /);
  });
});
