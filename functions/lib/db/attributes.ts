// The one set of attribute readers every entity decoder uses (decision 024). A stored item that breaks
// its entity's shape — a required attribute missing, a number that is not an integer, a status outside
// its list — throws CorruptItemError naming the entity, the item's key and the attribute, so a corrupt
// payment status fails the request loudly (500, a log line naming the item) instead of reading as a
// pending payment. Defaults exist only where the data model documents one (`intOr`, `flag`).
import type { Item } from '#functions/lib/db/read.ts';

export class CorruptItemError extends Error {
  constructor(readonly entity: string, readonly key: string, readonly attribute: string, readonly problem: string) {
    super(`Corrupt ${entity} item ${key}: ${attribute} ${problem}`);
    this.name = 'CorruptItemError';
  }
}

export interface ItemReader {
  /** A required string (empty allowed). */
  string(name: string): string;
  /** A string, or `fallback` when missing (never when of another type). */
  stringOr(name: string, fallback: string): string;
  /** A string, or null when missing or null. */
  optionalString(name: string): string | null;
  /** A required integer (money in cents, quantities in hundredths, versions). */
  int(name: string): number;
  /** An integer, or the documented `fallback` when missing. */
  intOr(name: string, fallback: number): number;
  optionalInt(name: string): number | null;
  /** A boolean; missing reads as `fallback` (false unless the data model says otherwise). */
  flag(name: string, fallback?: boolean): boolean;
  /** A required value from a closed list. */
  enumValue<T extends string>(name: string, values: readonly T[]): T;
  optionalEnum<T extends string>(name: string, values: readonly T[]): T | null;
  /** A list of values from a closed list; missing reads as empty. */
  enumList<T extends string>(name: string, values: readonly T[]): T[];
  /** A list of strings; missing reads as `fallback`. */
  strings(name: string, fallback?: string[]): string[];
  /** A list of maps, each read with the same entity and key; missing reads as empty. */
  list(name: string): ItemReader[];
  /** A map's values, each read as a nested item; missing reads as empty. */
  mapValues(name: string): ItemReader[];
  /** A nested map, or null when missing. */
  optionalMap(name: string): ItemReader | null;
}

const keyOf = (item: Item): string =>
  typeof item.PK === 'string' ? `${item.PK}|${typeof item.SK === 'string' ? item.SK : ''}` : '(nested)';

const isMap = (v: unknown): v is Item => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A reader over one stored item (or a map nested in it, `path` naming where). */
export function readItem(entity: string, item: Item, key = keyOf(item), path = ''): ItemReader {
  const at = (name: string) => `${path}${name}`;
  const fail = (name: string, problem: string): never => { throw new CorruptItemError(entity, key, at(name), problem); };
  const missing = (name: string) => item[name] === undefined || item[name] === null;
  const typed = <T>(name: string, check: (v: unknown) => v is T, what: string): T => {
    const v = item[name];
    return check(v) ? v : fail(name, missing(name) ? 'is missing' : `is not ${what}`);
  };
  const isString = (v: unknown): v is string => typeof v === 'string';
  const isInt = (v: unknown): v is number => Number.isSafeInteger(v);
  const nested = (v: unknown, name: string): ItemReader =>
    isMap(v) ? readItem(entity, v, key, `${at(name)}.`) : fail(name, 'is not a map');
  const reader: ItemReader = {
    string: (name) => typed(name, isString, 'a string'),
    stringOr: (name, fallback) => (missing(name) ? fallback : reader.string(name)),
    optionalString: (name) => (missing(name) ? null : reader.string(name)),
    int: (name) => typed(name, isInt, 'an integer'),
    intOr: (name, fallback) => (missing(name) ? fallback : reader.int(name)),
    optionalInt: (name) => (missing(name) ? null : reader.int(name)),
    flag: (name, fallback = false) => (missing(name) ? fallback : typed(name, (v): v is boolean => typeof v === 'boolean', 'a boolean')),
    enumValue: (name, values) => typed(name, (v): v is (typeof values)[number] => (values as readonly unknown[]).includes(v), `one of ${values.join(', ')}`),
    optionalEnum: (name, values) => (missing(name) ? null : reader.enumValue(name, values)),
    enumList: (name, values) => (missing(name) ? []
      : typed(name, (v): v is (typeof values)[number][] => Array.isArray(v) && v.every((x) => (values as readonly unknown[]).includes(x)),
        `a list of ${values.join(', ')}`)),
    strings: (name, fallback = []) => (missing(name) ? fallback
      : typed(name, (v): v is string[] => Array.isArray(v) && v.every(isString), 'a list of strings')),
    list: (name) => (missing(name) ? []
      : typed(name, (v): v is unknown[] => Array.isArray(v), 'a list').map((v, i) => nested(v, `${name}[${i}]`))),
    mapValues: (name) => (missing(name) ? []
      : Object.entries(typed(name, isMap, 'a map')).map(([k, v]) => nested(v, `${name}.${k}`))),
    optionalMap: (name) => (missing(name) ? null : nested(item[name], name)),
  };
  return reader;
}
