import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('TRUST_PROXY', () => {
  it('is a number of hops or a list of addresses, ranges and names', () => {
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8,::1' }).TRUST_PROXY).toEqual(['loopback', '10.0.0.0/8', '::1']);
    expect(loadConfig({}).TRUST_PROXY).toBeUndefined();
  });

  it('refuses "true" and other values that would trust every sender', () => {
    for (const value of ['true', '*', 'example.com', '10.0.0.0/8/1']) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY/);
    }
  });
});
