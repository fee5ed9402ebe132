import { afterEach, describe, expect, it, vi } from 'vitest';
import { authClient } from './auth-client.ts';

describe('the identity client', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the device id with a sign-up, which is counted per device (docs/decisions/055)', async () => {
    const sent: Request[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      sent.push(new Request(input, init));
      return new Response(JSON.stringify({ token: null, user: null }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    });
    const client = await authClient();
    await client.signUp.email({
      email: 'rahima@example.test',
      password: 'a-good-password-1',
      name: 'Rahima',
    });
    const signUp = sent.find((request) => request.url.endsWith('/api/auth/sign-up/email'));
    expect(signUp?.headers.get('x-device-id')).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
  });
});
