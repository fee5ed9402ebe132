import { describe, expect, it } from 'vitest';
import { parsePreloadManifest, serializePreloadManifest } from './preload-manifest.ts';

const route = {
  path: '/contact',
  prefix: false,
  scripts: ['/assets/ContactPage-1.js'],
  styles: [],
};

describe('the preload manifest', () => {
  it('reads what the build writes, with the optional fields filled in', () => {
    const text = serializePreloadManifest({ boot: '/assets/boot-1.js', routes: [route] });
    expect(parsePreloadManifest(text)).toEqual({
      boot: '/assets/boot-1.js',
      routes: [{ ...route, reads: { bn: [], en: [] }, readsDefaultView: false }],
    });
  });

  it('refuses a manifest of another shape, on either side', () => {
    expect(() =>
      parsePreloadManifest(JSON.stringify({ routes: [{ ...route, scripts: 'one.js' }] })),
    ).toThrow(/route-preloads\.json/);
    expect(() =>
      serializePreloadManifest({
        routes: [{ ...route, reads: { bn: ['https://elsewhere.test/api'], en: [] } }],
      }),
    ).toThrow();
  });
});
