import { describe, expect, it } from 'vitest';
import {
  IdParams,
  LoginRequest,
  MessageKey,
  RegisterRequest,
  RoleInput,
  pageQuery,
} from '../src/index.js';

describe('paging parameters', () => {
  const query = pageQuery(['name', 'created_at']);

  it('default to the first page of 10, ascending', () => {
    expect(query.parse({})).toEqual({ page: 1, rowsPerPage: 10, descending: false });
  });

  it('read strings from the query and cap the page size', () => {
    expect(
      query.parse({ page: '3', rowsPerPage: '25', sortBy: 'name', descending: 'true' }),
    ).toEqual({
      page: 3,
      rowsPerPage: 25,
      sortBy: 'name',
      descending: true,
    });
    expect(query.safeParse({ rowsPerPage: '100000' }).success).toBe(false);
  });

  it('allow only whitelisted sort columns', () => {
    expect(query.safeParse({ sortBy: 'password_hash' }).success).toBe(false);
    expect(query.safeParse({ sortBy: 'name; drop table users' }).success).toBe(false);
  });
});

describe('path ids', () => {
  it('are plain decimal digits', () => {
    expect(IdParams.parse({ id: '42' })).toEqual({ id: 42 });
    for (const id of ['0', '-1', '0x10', '1e3', ' 7', '4.2', '99999999999', '']) {
      expect(IdParams.safeParse({ id }).success, id).toBe(false);
    }
  });
});

describe('message keys instead of text', () => {
  it('registration reports the sample backend’s key on each missing field', () => {
    const result = RegisterRequest.safeParse({ email: 'a@b.kz', confirmPassword: '' });
    expect(result.success).toBe(false);
    const byField = Object.fromEntries(
      result.error!.issues.map((i) => [i.path.join('.'), i.message]),
    );
    expect(byField).toMatchObject({
      name: MessageKey.registrationRequired,
      login: MessageKey.registrationRequired,
      password: MessageKey.registrationRequired,
    });
  });

  it('a role reports the Key, Name and Description key', () => {
    const result = RoleInput.safeParse({ key: '', name: ' ' });
    const messages = new Set(result.error!.issues.map((i) => i.message));
    expect(messages).toEqual(new Set([MessageKey.roleRequired]));
  });

  it('login refuses unknown fields (no mass assignment)', () => {
    expect(LoginRequest.safeParse({ login: 'a', password: 'b', group: 'Admin' }).success).toBe(
      false,
    );
  });
});
