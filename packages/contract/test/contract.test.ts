import { describe, expect, it } from 'vitest';
import {
  IdParams,
  LoginRequest,
  MessageKey,
  RegisterRequest,
  MAX_ROWS_PER_PAGE,
  RoleInput,
  pageQuery,
} from '../src/index.js';

describe('paging parameters', () => {
  const query = pageQuery(['name', 'created_at']);

  it('default to the first page of 10, ascending, in the list’s own order', () => {
    expect(query.parse({})).toEqual({ page: 1, rowsPerPage: 10, descending: false });
  });

  it('read strings from the query as a Quasar table sends them', () => {
    expect(
      query.parse({ page: '3', rowsPerPage: '25', sortBy: 'name', descending: 'true' }),
    ).toEqual({
      page: 3,
      rowsPerPage: 25,
      sortBy: 'name',
      descending: true,
    });
    expect(query.parse({ descending: '1' }).descending).toBe(true);
    expect(query.parse({ descending: '0' }).descending).toBe(false);
  });

  it('take rowsPerPage=0 as all, up to the maximum, and cap larger sizes', () => {
    expect(query.parse({ rowsPerPage: '0' }).rowsPerPage).toBe(MAX_ROWS_PER_PAGE);
    expect(query.parse({ rowsPerPage: '100000' }).rowsPerPage).toBe(MAX_ROWS_PER_PAGE);
    expect(query.safeParse({ rowsPerPage: '-1' }).success).toBe(false);
    expect(query.safeParse({ rowsPerPage: 'ten' }).success).toBe(false);
  });

  it('sort only by the list’s columns: any other, or none, is the default order', () => {
    for (const sortBy of ['', 'id', 'password_hash', 'name; drop table users'])
      expect(query.parse({ sortBy }).sortBy, sortBy).toBeUndefined();
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
