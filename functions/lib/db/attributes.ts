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
  /** A boolean, or null when missing or null (a yes/no question not answered). */
  optionalFlag(name: string): boolean | null;
  /** A required value from a closed list. */
  enumValue<T extends string>(name: string, values: readonly T[]): T;
  optionalEnum<T extends string>(name: string, values: readonly T[]): T | null;
  /** A list of values from a closed list; missing reads as empty. */
  enumList<T extends string>(name: string, values: readonly T[]): T[];
  /** A list of strings; missing reads as `fallback`. */
  strings(name: string, fallback?: string[]): string[];
  /** A String Set (or a list of strings); missing reads as empty (DynamoDB stores no empty set). */
  stringSet(name: string): string[];
  /** A list of maps, each read with the same entity and key; missing reads as empty. */
  list(name: string): ItemReader[];
  /**
   * A required map kept whole (form data, chart history): its inner shape belongs to a contract
   * schema, which the DTO parses on the way out, so a corrupt value still fails loudly.
   */
  document(name: string): Item;
  /** A map's values, each read as a nested item; missing reads as empty. */
  mapValues(name: string): ItemReader[];
  /** A nested map, or null when missing. */
  optionalMap(name: string): ItemReader | null;
}

const keyOf = (item: Item): string =>
  typeof item.PK === 'string' ? `${item.PK}|${typeof item.SK === 'string' ? item.SK : ''}` : '(nested)';

type Check<T> = (v: unknown) => v is T;
const isMap: Check<Item> = (v): v is Item => typeof v === 'object' && v !== null && !Array.isArray(v);
const isString: Check<string> = (v): v is string => typeof v === 'string';
const isInt: Check<number> = (v): v is number => Number.isSafeInteger(v);
const isFlag: Check<boolean> = (v): v is boolean => typeof v === 'boolean';
const listOf = <T>(check: Check<T>): Check<T[]> => (v): v is T[] => Array.isArray(v) && v.every(check);
const isStringSet: Check<Set<string>> = (v): v is Set<string> => v instanceof Set && [...v].every((e) => typeof e === 'string');
const oneOf = <T extends string>(values: readonly T[]): Check<T> => (v): v is T => (values as readonly unknown[]).includes(v);

/** A reader over one stored item (or a map nested in it, `path` naming where). */
export function readItem(entity: string, item: Item, key = keyOf(item), path = ''): ItemReader {
  const fail = (name: string, problem: string): never => { throw new CorruptItemError(entity, key, path + name, problem); };
  /** The attribute when it passes `check`; `fallback` when missing (a fallback of undefined means required). */
  function get<T, F = never>(name: string, check: Check<T>, what: string, ...fallback: [F?]): T | F {
    const v = item[name];
    if (v === undefined || v === null) return fallback.length > 0 ? fallback[0] as F : fail(name, 'is missing');
    return check(v) ? v : fail(name, `is not ${what}`);
  }
  const nested = (v: unknown, name: string): ItemReader => readItem(entity, isMap(v) ? v : fail(name, 'is not a map'), key, `${path}${name}.`);
  const enumOf = <T extends string>(values: readonly T[]) => [oneOf(values), `one of ${values.join()}`] as const;
  return {
    string: (name) => get(name, isString, 'a string'),
    stringOr: (name, fallback) => get(name, isString, 'a string', fallback),
    optionalString: (name) => get(name, isString, 'a string', null),
    int: (name) => get(name, isInt, 'an integer'),
    intOr: (name, fallback) => get(name, isInt, 'an integer', fallback),
    optionalInt: (name) => get(name, isInt, 'an integer', null),
    flag: (name, fallback = false) => get(name, isFlag, 'a boolean', fallback),
    optionalFlag: (name) => get(name, isFlag, 'a boolean', null),
    enumValue: (name, values) => get(name, ...enumOf(values)),
    optionalEnum: (name, values) => get(name, ...enumOf(values), null),
    enumList: (name, values) => get(name, listOf(enumOf(values)[0]), `a list of ${enumOf(values)[1]}`, []),
    strings: (name, fallback = []) => get(name, listOf(isString), 'a list of strings', fallback),
    stringSet: (name) => {
      const v = get(name, (x): x is Set<string> | string[] => isStringSet(x) || listOf(isString)(x), 'a string set', []);
      return [...v].sort();
    },
    document: (name) => get(name, isMap, 'a map'),
    list: (name) => get(name, listOf(isMap), 'a list of maps', []).map((v, i) => nested(v, `${name}[${i}]`)),
    mapValues: (name) => Object.entries(get(name, isMap, 'a map', {})).map(([k, v]) => nested(v, `${name}.${k}`)),
    optionalMap: (name) => (item[name] === undefined || item[name] === null ? null : nested(item[name], name)),
  };
}
