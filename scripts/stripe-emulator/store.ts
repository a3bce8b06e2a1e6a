// In-memory state of the emulator, optionally mirrored to a JSON file so that `npm start` keeps its
// customers and cards across restarts the way the app's DynamoDB data survives them.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

export type StripeObject = { id: string; object: string; [key: string]: unknown };

export interface IdempotentResponse {
  fingerprint: string;
  status: number;
  body: unknown;
}

interface Snapshot {
  objects: StripeObject[];
  order: string[];
}

export class Store {
  private objects = new Map<string, StripeObject>();
  /** Creation order per object type, for lists (newest first) without sorting. */
  private order: string[] = [];
  readonly idempotency = new Map<string, IdempotentResponse>();

  constructor(private readonly file?: string) {
    if (file && existsSync(file)) {
      const snapshot = JSON.parse(readFileSync(file, 'utf8')) as Snapshot;
      for (const object of snapshot.objects) this.objects.set(object.id, object);
      this.order = snapshot.order;
    }
  }

  get(id: string): StripeObject | undefined {
    return this.objects.get(id);
  }

  insert<T extends StripeObject>(object: T): T {
    this.objects.set(object.id, object);
    this.order.push(object.id);
    return object;
  }

  /** Objects of one type, newest first. */
  all(objectType: string): StripeObject[] {
    const result: StripeObject[] = [];
    for (let i = this.order.length - 1; i >= 0; i -= 1) {
      const object = this.objects.get(this.order[i] ?? '');
      if (object && object.object === objectType) result.push(object);
    }
    return result;
  }

  reset(): void {
    this.objects.clear();
    this.order = [];
    this.idempotency.clear();
    this.save();
  }

  save(): void {
    if (!this.file) return;
    const snapshot: Snapshot = { objects: [...this.objects.values()], order: this.order };
    writeFileSync(this.file, JSON.stringify(snapshot));
  }
}
