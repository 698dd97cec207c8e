import SQLite from 'better-sqlite3';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { withStatementCache } from '../../../src/core/db/statement-cache.js';
import { turnBudgetPlugin } from '../../../src/core/http/turn-budget.js';

describe('the SQLite statement cache', () => {
  it('prepares a text once, drops the least recently used past its size, and answers as fresh', () => {
    const sqlite = new SQLite(':memory:');
    const db = withStatementCache(sqlite, 2);
    db.prepare('create table t (n integer)').run([]);
    const insert = db.prepare('insert into t (n) values (?)');
    insert.run([1]);
    expect(db.prepare('insert into t (n) values (?)')).toBe(insert);
    db.prepare('insert into t (n) values (?)').run([2]);
    const select = db.prepare('select n from t order by n');
    expect(select.reader).toBe(true);
    expect(select.all([])).toEqual([{ n: 1 }, { n: 2 }]);
    expect(db.cached()).toBe(2);
    db.prepare('select count(*) as c from t');
    expect(db.cached()).toBe(2);
    // `select` was used last but one: still kept; `insert` was dropped.
    expect(db.prepare('select n from t order by n')).toBe(select);
    expect(db.prepare('insert into t (n) values (?)')).not.toBe(insert);
    db.close();
  });

  it('prepares anew while an iteration holds the kept statement', () => {
    const db = withStatementCache(new SQLite(':memory:'));
    const text = 'select value from json_each(?)';
    const rows = db.prepare(text).iterate(['[1,2,3]']);
    rows.next();
    expect(db.prepare(text).all(['[4]'])).toEqual([{ value: 4 }]);
    rows.return?.();
    db.close();
  });
});

describe('the turn budget', () => {
  it('lets the event loop turn while synchronous requests queue, and answers them in order', async () => {
    const app = Fastify();
    turnBudgetPlugin(app, 10);
    const answered: number[] = [];
    app.get('/work/:n', (request) => {
      const until = performance.now() + 5;
      while (performance.now() < until); // a request that runs its queries synchronously
      const n = Number((request.params as { n: string }).n);
      answered.push(n);
      return { n };
    });
    await app.ready();
    let turns = 0;
    let counting = true;
    const count = () => {
      turns += 1;
      if (counting) setImmediate(count);
    };
    setImmediate(count);
    const replies = await Promise.all(
      Array.from({ length: 40 }, (_, n) => app.inject({ method: 'GET', url: `/work/${n}` })),
    );
    counting = false;
    expect(replies.every((reply) => reply.statusCode === 200)).toBe(true);
    expect(answered).toEqual(Array.from({ length: 40 }, (_, n) => n));
    // 40 × 5 ms in turns of about 10 ms: the loop turned many times, not once or twice.
    expect(turns).toBeGreaterThanOrEqual(10);
    await app.close();
  });
});
