import { CHUNK_TIMEOUT_MS } from '../../common/constants.ts';

/**
 * Loads a route's code on demand, giving up after 120 s so that the error screen with a
 * retry button shows instead of an endless spinner on a dead connection.
 */
export function lazyRoute<T>(load: () => Promise<T>): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error('route code took too long to load')),
        CHUNK_TIMEOUT_MS,
      );
      load().then(
        (module) => {
          clearTimeout(timer);
          resolve(module);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });
}
