import { describe, expect, it, vi } from 'vitest';
import { defineSlot } from '../../src/lib/slots';

describe('slots', () => {
  it('fails to load until the app fills it', async () => {
    const slot = defineSlot<{ value: number }>('sample');
    await expect(slot.load()).rejects.toThrow('slot "sample" is empty');
  });

  it('loads what it was filled with, on each call', async () => {
    const slot = defineSlot<{ value: number }>('sample');
    const supply = vi.fn(async () => ({ value: 7 }));
    slot.fill(supply);
    expect(supply).not.toHaveBeenCalled();
    await expect(slot.load()).resolves.toEqual({ value: 7 });
    expect(supply).toHaveBeenCalledTimes(1);
  });
});
