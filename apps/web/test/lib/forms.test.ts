import { LoginRequest, RegisterRequest, RoleInput } from '@cabinet/contract';
import { describe, expect, it } from 'vitest';
import { installZodMessages } from '../../src/lib/forms/zod-messages';
import { translateMessage } from '../../src/lib/i18n';

installZodMessages();

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) =>
  Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [
      issue.path.join('.'),
      translateMessage(issue.message),
    ]),
  );

describe('contract messages in the UI language', () => {
  it('translates the contract’s keys', () => {
    expect(messages(LoginRequest.safeParse({ login: '', password: '' }))).toEqual({
      login: 'Обязательное поле',
      password: 'Обязательное поле',
    });
    expect(messages(RoleInput.safeParse({ key: '', name: '', description: '' }))).toMatchObject({
      key: 'Заполните Ключ, Название и Описание',
      name: 'Заполните Ключ, Название и Описание',
    });
  });

  it('puts zod’s own messages into words too', () => {
    const result = messages(
      RegisterRequest.safeParse({
        login: 'ab',
        email: 'not-an-email',
        password: '12345678',
        confirmPassword: '87654321',
        name: 'Айгерим',
      }),
    );
    expect(result).toEqual({
      login: 'Минимальная длина: 3',
      email: 'Укажите корректный e-mail',
      confirmPassword: 'Пароли не совпадают',
    });
  });
});
