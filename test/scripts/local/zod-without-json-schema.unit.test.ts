// The web build's replacement of zod's JSON Schema converter (scripts/local/zod-without-json-schema.ts)
// must offer every name the real modules export, or the build breaks on the next zod update, and must
// throw, not answer, if the browser ever converts a schema.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { exportedNames, replacementFor, unavailableMessage } from '#scripts/local/zod-without-json-schema.ts';

const coreDir = new URL('.', import.meta.resolve('zod/v4/core'));
const modules = ['json-schema-processors.js', 'to-json-schema.js'];
const sourceOf = (name: string) => readFileSync(fileURLToPath(new URL(name, coreDir)), 'utf8');
const importReplacement = (name: string): Promise<Record<string, unknown>> =>
  import(`data:text/javascript,${encodeURIComponent(replacementFor(sourceOf(name)))}`) as Promise<Record<string, unknown>>;

describe('zod without its JSON Schema converter', () => {
  it.each(modules)('%s: the replacement exports exactly what the real module exports', async (name) => {
    const real = (await import(new URL(name, coreDir).href)) as Record<string, unknown>;
    expect(exportedNames(sourceOf(name)).toSorted()).toEqual(Object.keys(real).toSorted());
    expect(Object.keys(await importReplacement(name)).toSorted()).toEqual(Object.keys(real).toSorted());
  });

  it('converting a schema throws instead of answering', async () => {
    const processors = await importReplacement('json-schema-processors.js');
    const toJsonSchema = processors.toJSONSchema as () => unknown;
    expect(() => toJsonSchema()).toThrow(unavailableMessage);
  });

  // Classic schemas call these factories when their Standard Schema props are read: that must not throw.
  it('the method factories return a method that throws only when called', async () => {
    const converter = await importReplacement('to-json-schema.js');
    const create = converter.createToJSONSchemaMethod as () => () => unknown;
    const method = create();
    expect(() => method()).toThrow(unavailableMessage);
  });
});
