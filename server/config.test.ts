import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('TRUST_PROXY', () => {
  it('is a number of hops or a list of addresses, ranges and names', () => {
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8,::1' }).TRUST_PROXY).toEqual([
      'loopback',
      '10.0.0.0/8',
      '::1',
    ]);
    expect(loadConfig({}).TRUST_PROXY).toBeUndefined();
  });

  it('refuses "true" and other values that would trust every sender', () => {
    for (const value of ['true', '*', 'example.com', '10.0.0.0/8/1']) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY/);
    }
  });
});

describe('HOST', () => {
  it('is this machine only by default while demo mode is on (the demo password is public)', () => {
    const local = loadConfig({});
    expect(local.demo).toBe(true);
    expect(local.HOST).toBe('127.0.0.1');
    expect(local.demoReachable).toBeNull();
    expect(loadConfig({ DEMO: 'true', DATABASE_URL: 'postgres://u@h/db' }).HOST).toBe('127.0.0.1');
  });

  it('is every interface by default without demo', () => {
    expect(loadConfig({ DEMO: 'false' }).HOST).toBe('0.0.0.0');
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).HOST).toBe('0.0.0.0');
  });

  it('set explicitly with demo on, is obeyed with a warning that the demo account is reachable', () => {
    const open = loadConfig({ HOST: '0.0.0.0' });
    expect(open.HOST).toBe('0.0.0.0');
    expect(open.demoReachable).toMatch(/demo super admin/);
    expect(loadConfig({ HOST: '127.0.0.1' }).demoReachable).toBeNull();
    expect(loadConfig({ HOST: '0.0.0.0', DEMO: 'false' }).demoReachable).toBeNull();
  });
});
