import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyRoute } from './lazy-route.ts';

afterEach(() => vi.useRealTimers());

describe('lazyRoute', () => {
  it('gives up after 120 seconds so the retry screen can show', async () => {
    vi.useFakeTimers();
    const never = lazyRoute(() => new Promise<never>(() => {}))();
    const outcome = expect(never).rejects.toThrow('took too long');
    await vi.advanceTimersByTimeAsync(119_999);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
  });

  it('passes a module through, and a load error on', async () => {
    await expect(lazyRoute(async () => ({ default: 1 }))()).resolves.toEqual({ default: 1 });
    await expect(lazyRoute(() => Promise.reject(new Error('offline')))()).rejects.toThrow(
      'offline',
    );
  });
});
