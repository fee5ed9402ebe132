import type { Config } from '../config.ts';

/** One SMS to send: the outbox id (the gateway's idempotency key where it takes one), number and text. */
export interface Sms {
  id: string;
  /** 11 digits, 01XXXXXXXXX, as stored. */
  phone: string;
  text: string;
}

/**
 * A send's outcome. `unknown`: the gateway did not answer in time, so the message may have gone (its
 * answer may still come): the outbox does not send it again while that can be (outbox.ts).
 */
export type SendResult =
  { ok: true } | { ok: false; permanent: boolean; reason: string; unknown?: boolean };

/** An SMS channel: `log` (nothing sent) or a generic HTTP gateway. */
export interface SmsSender {
  readonly provider: 'log' | 'http';
  /** How long a send may wait for the gateway's answer (the outbox's lease must outlast it). */
  readonly timeoutMs?: number;
  send(sms: Sms): Promise<SendResult>;
}

/** Bangladesh's international form without the plus: 8801XXXXXXXXX. */
export function internationalNumber(phone: string): string {
  return phone.startsWith('0') ? `88${phone}` : phone;
}

function fill(
  template: string,
  values: Record<string, string>,
  encode: (v: string) => string,
): string {
  // Placeholders are fixed names; the values are never read as patterns.
  return template.replaceAll(/\{(to|text|id)\}/g, (_, name: string) => encode(values[name]!));
}

function fillJson(node: unknown, values: Record<string, string>): unknown {
  if (typeof node === 'string') return fill(node, values, (v) => v);
  if (Array.isArray(node)) return node.map((n) => fillJson(n, values));
  if (node && typeof node === 'object')
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, fillJson(v, values)]));
  return node;
}

export class LogSms implements SmsSender {
  readonly provider = 'log' as const;
  async send(): Promise<SendResult> {
    return { ok: true };
  }
}

/**
 * SMS_HTTP_URL with {to}, {text} and {id} filled in (URL-encoded) and called with GET, or POST with
 * SMS_HTTP_BODY (JSON) filled in. A 2xx answer is a send; 4xx other than 408/429 is permanent.
 */
export class HttpSms implements SmsSender {
  readonly provider = 'http' as const;
  constructor(
    private readonly options: {
      url: string;
      method: 'GET' | 'POST';
      body?: string;
      headers?: Record<string, string>;
      timeoutMs: number;
    },
  ) {}

  get timeoutMs() {
    return this.options.timeoutMs;
  }

  async send(sms: Sms): Promise<SendResult> {
    const values = { to: internationalNumber(sms.phone), text: sms.text, id: sms.id };
    const url = fill(this.options.url, values, encodeURIComponent);
    const init: RequestInit = {
      method: this.options.method,
      headers: { ...this.options.headers },
      signal: AbortSignal.timeout(this.options.timeoutMs),
    };
    if (this.options.method === 'POST') {
      const template: unknown = this.options.body
        ? JSON.parse(this.options.body)
        : { to: '{to}', text: '{text}', id: '{id}' };
      init.body = JSON.stringify(fillJson(template, values));
      init.headers = { 'content-type': 'application/json', ...this.options.headers };
    }
    try {
      const response = await fetch(url, init);
      await response.arrayBuffer().catch(() => undefined);
      if (response.ok) return { ok: true };
      const permanent =
        response.status >= 400 &&
        response.status < 500 &&
        response.status !== 408 &&
        response.status !== 429;
      return { ok: false, permanent, reason: `gateway answered ${response.status}` };
    } catch (error) {
      if (error instanceof Error && error.name === 'TimeoutError')
        return { ok: false, permanent: false, unknown: true, reason: 'gateway timed out' };
      return { ok: false, permanent: false, reason: 'gateway unreachable' };
    }
  }
}

export function smsSenderOf(config: Config): SmsSender {
  if (config.SMS_PROVIDER === 'http') {
    return new HttpSms({
      url: config.SMS_HTTP_URL!,
      method: config.SMS_HTTP_METHOD,
      body: config.SMS_HTTP_BODY,
      headers: config.SMS_HTTP_HEADERS
        ? (JSON.parse(config.SMS_HTTP_HEADERS) as Record<string, string>)
        : undefined,
      timeoutMs: config.SMS_HTTP_TIMEOUT_MS,
    });
  }
  return new LogSms();
}
