import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDialogForm } from '../../src/lib/forms/use-dialog-form';
import { useSaveAndLeave } from '../../src/lib/forms/use-save-and-leave';
import { dismissAll, notifyStore } from '../../src/lib/notify';

type Values = { name: string };

/** Renders a hook inside a router, and says where the router went. */
function inRouter<R>(hook: () => R) {
  let router!: ReturnType<typeof createMemoryRouter>;
  const wrapper = ({ children }: { children: ReactNode }) => {
    router ??= createMemoryRouter(
      [
        { path: '/edit', element: children },
        { path: '*', element: null },
      ],
      { initialEntries: ['/edit'] },
    );
    return <RouterProvider router={router} />;
  };
  const rendered = renderHook(hook, { wrapper });
  return { ...rendered, path: () => router.state.location.pathname };
}

afterEach(() => dismissAll());

describe('useSaveAndLeave', () => {
  it('saves, forgets the draft, says so with the answer’s words and leaves', async () => {
    const clear = vi.fn();
    const { result, path } = inRouter(() => {
      const form = useForm<Values>({ defaultValues: { name: 'Ада' } });
      return useSaveAndLeave(form, ['name'], async () => ({ message: 'Сохранено', id: 7 }), {
        saved: 'fallback',
        leaveTo: (answer, values) => `/items/${answer.id}/${values.name}`,
        draft: { clear },
      });
    });
    await act(() => result.current.onSubmit());
    expect(clear).toHaveBeenCalledOnce();
    expect(notifyStore.getState().items.map((item) => item.message)).toEqual(['Сохранено']);
    expect(path()).toBe('/items/7/Ада');
  });

  it('stays on the page with the refusal when the save fails', async () => {
    const clear = vi.fn();
    const { result, path } = inRouter(() => {
      const form = useForm<Values>({ defaultValues: { name: '' } });
      return useSaveAndLeave(form, ['name'], () => Promise.reject(new Error('Нет связи')), {
        saved: 'fallback',
        leaveTo: '/list',
        draft: { clear },
      });
    });
    await act(() => result.current.onSubmit());
    expect(clear).not.toHaveBeenCalled();
    expect(result.current.formError).toBe('Нет связи');
    expect(path()).toBe('/edit');
  });
});

describe('useDialogForm', () => {
  it('goes back to the blank values after a success and on closing', async () => {
    const onClose = vi.fn();
    const sent: Values[] = [];
    const { result } = renderHook(() => {
      const form = useForm<Values>({ defaultValues: { name: '' } });
      const dialog = useDialogForm(
        form,
        ['name'],
        async (values) => {
          sent.push(values);
        },
        { blank: { name: 'blank' }, onClose },
      );
      return { form, dialog };
    });
    act(() => result.current.form.setValue('name', 'Ключ'));
    await act(() => result.current.dialog.onSubmit());
    expect(sent).toEqual([{ name: 'Ключ' }]);
    expect(result.current.form.getValues('name')).toBe('blank');

    act(() => result.current.form.setValue('name', 'другое'));
    act(() => result.current.dialog.close());
    expect(result.current.form.getValues('name')).toBe('blank');
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('forgets the failure on closing', async () => {
    const { result } = renderHook(() => {
      const form = useForm<Values>({ defaultValues: { name: '' } });
      return useDialogForm(form, ['name'], () => Promise.reject(new Error('Отказ')), {
        onClose: () => undefined,
      });
    });
    await act(() => result.current.onSubmit());
    expect(result.current.formError).toBe('Отказ');
    act(() => result.current.close());
    expect(result.current.formError).toBeUndefined();
  });
});
