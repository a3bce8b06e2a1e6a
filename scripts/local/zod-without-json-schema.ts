// A build plugin that leaves zod's JSON Schema converter out of the SPA. Classic zod gives every schema
// a `toJSONSchema()` method and a JSON Schema processor, so the converter (~35 KB minified) rides along
// with the first schema parsed on the first paint, although the browser never converts a schema. Its
// two modules are replaced by ones with the same exports that throw if called: a change that starts
// converting schemas in the browser fails loudly, never silently (decision 010, issue 23 addendum).
// The server and the tests keep the real modules (this plugin is only in web/vite.config.ts).
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const converterModules = /[\\/]zod[\\/]v4[\\/]core[\\/](json-schema-processors|to-json-schema)\.js$/;
export const unavailableMessage = 'zod JSON Schema conversion is not part of the web build (scripts/local/zod-without-json-schema.ts)';

/** Every name a module exports: `export const|function|class x` and `export { a as b }`. */
export function exportedNames(source: string): string[] {
  const declared = [...source.matchAll(/^export (?:const|let|function\*?|class) (\w+)/gm)].map((m) => m[1] ?? '');
  const listed = [...source.matchAll(/^export \{([^}]*)\}/gm)].flatMap((m) =>
    (m[1] ?? '').split(',').map((part) => part.trim().split(/\s+as\s+/).at(-1) ?? '').filter(Boolean),
  );
  return [...new Set([...declared, ...listed])];
}

/**
 * The replacement: each export throws when called, except the `create…Method` factories, which the
 * schemas call when built or when their Standard Schema props are read: they return the thrower.
 */
export function replacementFor(source: string): string {
  const lines = exportedNames(source).map((name) => `export const ${name} = ${name.startsWith('create') ? '() => unavailable' : 'unavailable'};`);
  return [`const unavailable = () => { throw new Error(${JSON.stringify(unavailableMessage)}); };`, ...lines].join('\n');
}

export function zodWithoutJsonSchema(): Plugin {
  return {
    name: 'carebook-zod-without-json-schema',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      return converterModules.test(id) ? replacementFor(readFileSync(id, 'utf8')) : null;
    },
  };
}
