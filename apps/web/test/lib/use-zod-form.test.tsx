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
});
