import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useZodForm } from '../../src/lib/forms';

const Schema = z.object({ name: z.string().min(1) });

describe('useZodForm', () => {
  // An effect that resets the form when it changes ran on every render, so a checkbox of the
  // webhook dialog sprang back as soon as it was clicked.
  it('is one object for the life of the form, its state read live', async () => {
    const { result, rerender } = renderHook(() => useZodForm(Schema, { name: '' }));
    const first = result.current;
    // react-hook-form renders again only for the parts of its state a render has read
    expect(first.formState.isSubmitted).toBe(false);
    rerender();
    expect(result.current).toBe(first);
    await act(async () => {
      await result.current.handleSubmit(() => undefined)();
    });
    expect(result.current).toBe(first);
    expect(result.current.formState.isSubmitted).toBe(true);
    expect(result.current.formState.errors.name).toBeDefined();
  });

  // The sign-in page passes a loader: zod and the contract's schemas load on first validation.
  it('validates with a schema loaded on first validation, loading it once', async () => {
    let loads = 0;
    const load = () => {
      loads += 1;
      return Promise.resolve(Schema);
    };
    const { result } = renderHook(() => useZodForm(load, { name: '' }));
    expect(loads).toBe(0);
    // react-hook-form renders again only for the parts of its state a render has read
    expect(result.current.formState.errors.name).toBeUndefined();
    await act(async () => {
      await result.current.handleSubmit(() => undefined)();
    });
    expect(result.current.formState.errors.name).toBeDefined();
    result.current.setValue('name', 'Aigerim');
    let submitted: unknown;
    await act(async () => {
      await result.current.handleSubmit((values) => {
        submitted = values;
      })();
    });
    expect(submitted).toEqual({ name: 'Aigerim' });
    expect(loads).toBe(1);
  });
});
