// Stripe's request encoding: `a[b][0][c]=v` bracket keys, form-encoded bodies and query strings.
// Numeric and empty (`[]`) segments make arrays, anything else objects; every leaf is a string.
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

function segments(key: string): string[] {
  const first = key.indexOf('[');
  if (first === -1) return [key];
  const parts = [key.slice(0, first)];
  for (const match of key.slice(first).matchAll(/\[([^\]]*)\]/g)) parts.push(match[1] ?? '');
  return parts;
}

type Node = Map<string, Node | string>;

function insert(node: Node, path: string[], value: string): void {
  const [head, ...rest] = path;
  if (head === undefined) return;
  // `expand[]=a&expand[]=b` appends: give each empty segment the next free index.
  const key = head === '' ? String(node.size) : head;
  if (rest.length === 0) {
    node.set(key, value);
    return;
  }
  let child = node.get(key);
  if (typeof child !== 'object') {
    child = new Map();
    node.set(key, child);
  }
  insert(child, rest, value);
}

function toValue(node: Node | string): FormValue {
  if (typeof node === 'string') return node;
  const keys = [...node.keys()];
  if (keys.length > 0 && keys.every((k) => /^\d+$/.test(k))) {
    return keys.sort((a, b) => Number(a) - Number(b)).map((k) => toValue(node.get(k) ?? ''));
  }
  return Object.fromEntries(keys.map((k) => [k, toValue(node.get(k) ?? '')]));
}

export function parseForm(encoded: string): FormObject {
  const root: Node = new Map();
  for (const [key, value] of new URLSearchParams(encoded)) insert(root, segments(key), value);
  const value = toValue(root);
  return Array.isArray(value) || typeof value === 'string' ? {} : value;
}
