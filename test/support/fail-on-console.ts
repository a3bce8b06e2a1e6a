// A test that makes the code under test log an error fails, unless it expects that error explicitly
// (by spying on console.error itself).
import { format } from 'node:util';
import { afterEach, beforeEach, vi } from 'vitest';

let logged: string[] = [];

beforeEach(() => {
  logged = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    logged.push(format(...args));
  });
});

afterEach(() => {
  vi.mocked(console.error).mockRestore();
  if (logged.length > 0) {
    const messages = logged.join('\n---\n');
    logged = [];
    throw new Error(`console.error was called during the test:\n${messages}`);
  }
});
