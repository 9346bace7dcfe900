import { createServer, type Server, type Socket } from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The message as sent: headers, a blank line, the body (dot-stuffing undone). */
  data: string;
}

export interface FakeSmtp {
  /** `smtp://127.0.0.1:<port>` */
  url: string;
  mails: ReceivedMail[];
  /** Connections made so far, refused ones included. */
  readonly connections: number;
  close(): Promise<void>;
}

export interface FakeSmtpOptions {
  /** Refuse this many connections first (`421`, as a busy server does); Infinity: every one. */
  refuse?: number;
}

/**
 * A minimal SMTP server on a free local port that accepts every message (no TLS, no auth): enough for
 * nodemailer, so a test can read the headers a real mail server would get. It can refuse its first
 * connections, as a busy server does.
 */
export async function startFakeSmtp(options: FakeSmtpOptions = {}): Promise<FakeSmtp> {
  const mails: ReceivedMail[] = [];
  const sockets = new Set<Socket>();
  let connections = 0;
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    connections += 1;
    if (connections <= (options.refuse ?? 0)) {
      socket.end('421 4.3.2 fake-smtp busy, try again later\r\n');
      return;
    }
    socket.setEncoding('utf8');
    let buffer = '';
    let inData = false;
    let current: ReceivedMail = { from: '', to: [], data: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 fake-smtp ESMTP');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          current.data = buffer.slice(0, end).replace(/^\.\./gm, '.');
          mails.push(current);
          current = { from: '', to: [], data: '' };
          buffer = buffer.slice(end + 5);
          inData = false;
          reply('250 2.0.0 queued');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 fake-smtp');
        else if (verb === 'MAIL') {
          current.from = /<([^>]*)>/.exec(line)?.[1] ?? '';
          reply('250 2.1.0 ok');
        } else if (verb === 'RCPT') {
          current.to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          reply('250 2.1.5 ok');
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 go ahead');
        } else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else reply('250 ok');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('fake SMTP has no port');
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    mails,
    get connections() {
      return connections;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
