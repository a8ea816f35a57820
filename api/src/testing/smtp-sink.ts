/**
 * A small SMTP server for tests (plain text, no AUTH, no extensions), so the SMTP mailer is tested
 * against the protocol rather than a mocked transport. It keeps every message it accepts; a test
 * can make it refuse messages, and look at the world when a message arrives (`onMessage` runs
 * before the server answers the message's end, i.e. while the sender still waits).
 */
import { createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The message as sent: headers, a blank line, the body (quoted-printable decoded). */
  data: string;
}

export interface SmtpSink {
  url: string;
  received: ReceivedMail[];
  /** Answer 554 to the message's end while set. */
  refusing: boolean;
  onMessage: ((mail: ReceivedMail) => Promise<void>) | null;
  close(): Promise<void>;
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function address(argument: string): string {
  return /<([^>]*)>/.exec(argument)?.[1] ?? argument.trim();
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    const reply = (line: string) => socket.write(`${line}\r\n`);
    let envelope: ReceivedMail = { from: '', to: [], data: '' };
    let buffered = '';
    let readingData = false;

    async function endOfData(raw: string) {
      const mail = { ...envelope, data: decodeQuotedPrintable(raw.replace(/^\.\./gm, '.')) };
      envelope = { from: '', to: [], data: '' };
      await sink.onMessage?.(mail);
      if (sink.refusing) return reply('554 5.7.1 refused by the test');
      sink.received.push(mail);
      reply('250 2.0.0 queued');
    }

    function command(line: string) {
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === 'EHLO' || verb === 'HELO') return reply('250 palpite-test-sink');
      if (verb === 'MAIL') return ((envelope.from = address(line.slice(10))), reply('250 2.1.0 ok'));
      if (verb === 'RCPT') return (envelope.to.push(address(line.slice(8))), reply('250 2.1.5 ok'));
      if (verb === 'DATA') return ((readingData = true), reply('354 end with <CRLF>.<CRLF>'));
      if (verb === 'RSET') return ((envelope = { from: '', to: [], data: '' }), reply('250 2.0.0 ok'));
      if (verb === 'QUIT') return (reply('221 2.0.0 bye'), socket.end());
      return reply('502 5.5.1 not implemented');
    }

    socket.on('data', (chunk) => {
      buffered += chunk.toString('latin1');
      for (;;) {
        if (readingData) {
          const end = buffered.indexOf('\r\n.\r\n');
          if (end < 0) return;
          const raw = buffered.slice(0, end);
          buffered = buffered.slice(end + 5);
          readingData = false;
          void endOfData(raw);
          continue;
        }
        const end = buffered.indexOf('\r\n');
        if (end < 0) return;
        const line = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        command(line);
      }
    });
    reply('220 palpite-test-sink ESMTP');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const sink: SmtpSink = {
    url: `smtp://127.0.0.1:${port}`,
    received: [],
    refusing: false,
    onMessage: null,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return sink;
}
