// Chunk-load guard for lazy screens (SPEC §8/§9: a script chunk that has not loaded after 120 s is
// reported as a chunk load error). A dynamic import has no timeout of its own and cannot be
// cancelled, so it is raced against a timer; whichever settles first wins and a late chunk is
// ignored. A rejected import (a deploy removed the old chunk, the network dropped) becomes the same
// error, so the error boundary has one thing to recognise.

export const chunkLoadTimeoutMs = 120_000;

export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';

  constructor(reason: 'timeout' | 'failed', options?: ErrorOptions) {
    super(reason === 'timeout' ? 'A part of the app took too long to load.' : 'A part of the app failed to load.', options);
  }
}

export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof ChunkLoadError;
}

/** Wraps a loader (`() => import(...)`) so it rejects with ChunkLoadError on failure or after `timeoutMs`. */
export function lazyWithTimeout<T>(load: () => Promise<T>, timeoutMs: number = chunkLoadTimeoutMs): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        reject(new ChunkLoadError('timeout'));
      }, timeoutMs);
      load().then(
        (module) => {
          clearTimeout(timer);
          resolve(module);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(new ChunkLoadError('failed', { cause: error }));
        },
      );
    });
}
