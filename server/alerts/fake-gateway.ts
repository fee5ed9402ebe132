import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface GatewayMessage {
  id: string;
  to: string;
  text: string;
}

/**
 * A local stand-in for an SMS gateway (tests and the benchmark): takes GET ?to=&text=&id= or a
 * JSON POST, answers 200, de-duplicates by id like a gateway that takes a client message id, and
 * counts every call. `delayMs` holds each answer (to catch a process mid-send); `failNext` answers
 * that many calls with 503; a number in `refuse` is answered 400 (refused for good) every time.
 */
export class FakeGateway {
  readonly messages = new Map<string, GatewayMessage>();
  calls = 0;
  duplicates = 0;
  failNext = 0;
  readonly refuse = new Set<string>();
  delayMs = 0;
  private server: Server | null = null;
  url = '';

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      void (async () => {
        this.calls += 1;
        let message: GatewayMessage;
        const url = new URL(req.url ?? '/', 'http://localhost');
        if (req.method === 'POST') {
          let raw = '';
          for await (const chunk of req) raw += String(chunk);
          message = JSON.parse(raw) as GatewayMessage;
        } else {
          message = {
            id: url.searchParams.get('id') ?? '',
            to: url.searchParams.get('to') ?? '',
            text: url.searchParams.get('text') ?? '',
          };
        }
        if (this.delayMs) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
        if (this.failNext > 0) {
          this.failNext -= 1;
          res.writeHead(503).end('busy');
          return;
        }
        if (this.refuse.has(message.to)) {
          res.writeHead(400).end('number refused');
          return;
        }
        if (this.messages.has(message.id)) this.duplicates += 1;
        else this.messages.set(message.id, message);
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ status: 'ok', id: message.id }));
      })();
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    this.url = `http://127.0.0.1:${port}`;
    return this.url;
  }

  /** A GET template for SMS_HTTP_URL. */
  get template() {
    return `${this.url}/send?to={to}&text={text}&id={id}`;
  }

  async stop() {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve(),
    );
  }
}
