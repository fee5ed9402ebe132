import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { alertText, invitationText, smsSafe } from './messages.ts';
import { holdForQuietHours } from './quiet-hours.ts';
import { HttpSms, internationalNumber } from './sms.ts';

const QUIET = { quietStart: '22:00', quietEnd: '08:00' };
/** A Bangladesh local time (UTC+6) as a Date. */
const dhaka = (text: string) => new Date(`${text}+06:00`);

describe('quiet hours (Bangladesh time)', () => {
  it('holds 22:00-08:00 until 08:00, across midnight; leaves the day alone', () => {
    expect(holdForQuietHours(dhaka('2026-11-26T21:59:00'), QUIET)).toEqual(
      dhaka('2026-11-26T21:59:00'),
    );
    expect(holdForQuietHours(dhaka('2026-11-26T22:00:00'), QUIET)).toEqual(
      dhaka('2026-11-27T08:00:00'),
    );
    expect(holdForQuietHours(dhaka('2026-11-27T03:30:00'), QUIET)).toEqual(
      dhaka('2026-11-27T08:00:00'),
    );
    expect(holdForQuietHours(dhaka('2026-11-27T08:00:00'), QUIET)).toEqual(
      dhaka('2026-11-27T08:00:00'),
    );
    expect(
      holdForQuietHours(dhaka('2026-11-27T13:00:00'), { quietStart: '12:00', quietEnd: '14:00' }),
    ).toEqual(dhaka('2026-11-27T14:00:00'));
    expect(
      holdForQuietHours(dhaka('2026-11-27T13:00:00'), { quietStart: '10:00', quietEnd: '10:00' }),
    ).toEqual(dhaka('2026-11-27T13:00:00'));
  });
});

describe('messages', () => {
  it('are in the donor language with the link; Bengali digits in Bengali', () => {
    const m = {
      bloodGroup: 'bNegative' as const,
      place: 'ঢাকা মেডিকেল কলেজ',
      neededAt: dhaka('2026-12-03T10:00:00'),
      url: 'https://x.example/d/T',
    };
    expect(alertText({ ...m, language: 'bn' }).text).toBe(
      'রক্তসেতু: ঢাকা মেডিকেল কলেজ-এ ০৩/১২ তারিখে B- রক্ত দরকার। দিতে পারবেন? উত্তর দিন: https://x.example/d/T',
    );
    expect(alertText({ ...m, language: 'en' }).text).toBe(
      'Roktosetu: B- blood needed at ঢাকা মেডিকেল কলেজ on 03/12. Can you give? Answer: https://x.example/d/T',
    );
    expect(alertText({ ...m, place: 'x'.repeat(100), language: 'en' }).text).toContain(
      `${'x'.repeat(39)}…`,
    );
  });

  it('carry no control or bidirectional characters from the place or the community name', () => {
    const hostile = [
      'Dhaka\r\nCall 01700000000',
      '\u202eknil\u202c',
      'a\u200eb\u200fc',
      '\u2066x\u2069\u2067y\u2068z',
      'tab\there\u0085next\u2028line\u0000end\u007f\u009b',
    ];
    const bad = /[\p{Cc}\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;
    for (const place of hostile) {
      const m = { bloodGroup: 'aPositive' as const, place, neededAt: dhaka('2026-12-03T10:00:00') };
      for (const language of ['bn', 'en'] as const) {
        const out = alertText({ ...m, language, url: 'https://x.example/d/T' });
        expect(out.text).not.toMatch(bad);
        expect(out.body).not.toMatch(bad);
        expect(out.text.endsWith('https://x.example/d/T')).toBe(true);
      }
      const invite = invitationText({
        language: 'en',
        url: 'https://x.example/d/T',
        community: { bn: place, en: place },
      });
      expect(invite).not.toMatch(bad);
    }
    expect(smsSafe('Dhaka\r\n\u202eMedical  ')).toBe('Dhaka Medical');
    expect(smsSafe('ঢাকা মেডিকেল')).toBe('ঢাকা মেডিকেল');
  });
});

describe('the HTTP SMS gateway client', () => {
  it('fills {to} (8801...), {text} and {id} URL-encoded for GET, a JSON template for POST, and reads the status', async () => {
    const seen: { method?: string; url?: string; body: string }[] = [];
    let status = 200;
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += String(c)));
      req.on('end', () => {
        seen.push({ method: req.method, url: req.url, body });
        res.writeHead(status).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      expect(internationalNumber('01712345678')).toBe('8801712345678');
      const get = new HttpSms({
        url: `${base}/send?to={to}&msg={text}&ref={id}`,
        method: 'GET',
        timeoutMs: 2000,
      });
      expect(
        await get.send({ id: 'abc', phone: '01712345678', text: 'রক্ত & দরকার? https://x/d/T' }),
      ).toEqual({ ok: true });
      const url = new URL(seen[0]!.url!, base);
      expect(url.searchParams.get('to')).toBe('8801712345678');
      expect(url.searchParams.get('msg')).toBe('রক্ত & দরকার? https://x/d/T');
      expect(url.searchParams.get('ref')).toBe('abc');

      const post = new HttpSms({
        url: `${base}/json`,
        method: 'POST',
        body: '{"msisdn":"{to}","sms":"{text}","csms_id":"{id}","fixed":1}',
        timeoutMs: 2000,
      });
      await post.send({ id: 'id-2', phone: '01812345678', text: 'say "hi"\n{to}' });
      expect(JSON.parse(seen[1]!.body)).toEqual({
        msisdn: '8801812345678',
        sms: 'say "hi"\n{to}',
        csms_id: 'id-2',
        fixed: 1,
      });

      status = 503;
      expect(await get.send({ id: 'x', phone: '01712345678', text: 't' })).toMatchObject({
        ok: false,
        permanent: false,
      });
      status = 400;
      expect(await get.send({ id: 'x', phone: '01712345678', text: 't' })).toMatchObject({
        ok: false,
        permanent: true,
      });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
