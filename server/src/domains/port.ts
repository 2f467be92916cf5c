/*
 * What a domain needs from a domain above it in the layers (architecture/layers.ts): a
 * cart's region for a product read, a new variant's inventory item. Importing upwards would
 * close a cycle between domains, so the lower domain declares a port and domains/ports.ts,
 * the one place that knows every domain, provides it when the server's modules load.
 */

export interface Port<T> {
  provide(value: T): void;
  /** The provided value; throws when nothing provided it (domains/ports.ts not loaded). */
  get(): T;
}

export function port<T>(name: string): Port<T> {
  let provided: T | undefined;
  return {
    provide(value) {
      provided = value;
    },
    get() {
      if (provided === undefined) {
        throw new Error(`The port ${name} is not provided: import src/domains/ports.ts first`);
      }
      return provided;
    },
  };
}
