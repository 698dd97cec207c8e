/**
 * A part of a screen that one feature draws and another supplies, so that neither imports the
 * other: the app fills the slot at start (app/fill-slots.ts), and the screen loads it on demand.
 */
export interface Slot<T> {
  fill(load: () => Promise<T>): void;
  load(): Promise<T>;
}

export function defineSlot<T>(name: string): Slot<T> {
  let supply: (() => Promise<T>) | undefined;
  return {
    fill: (load) => {
      supply = load;
    },
    load: () => (supply ? supply() : Promise.reject(new Error(`slot "${name}" is empty`))),
  };
}
