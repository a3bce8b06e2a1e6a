// What the deployed bundles use in place of `mnemonist/lru-cache` (an esbuild alias in
// lambda-bundling.ts). Its one user is the DynamoDB client's endpoint-discovery cache, which every
// client builds and no DynamoDB operation we call consults; mnemonist with its iterator helpers costs
// ~7 KiB per bundle. A Map kept in recency order gives the same LRU semantics for the methods used
// (get, peek, set, has, clear).
export default class LRUCache<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(private readonly capacity: number) {}

  get size(): number {
    return this.entries.size;
  }

  has(key: K): boolean {
    return this.entries.has(key);
  }

  /** The value without refreshing its recency. */
  peek(key: K): V | undefined {
    return this.entries.get(key);
  }

  get(key: K): V | undefined {
    if (!this.entries.has(key)) return undefined;
    const value = this.entries.get(key) as V;
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: K, value: V): this {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as K);
    return this;
  }

  clear(): void {
    this.entries.clear();
  }
}
