/**
 * The Redis job queue (BullMQ) as two processes would use it: two queues on one Redis and one key
 * prefix of this run's own (its keys are removed at the end). Needs the Redis of the machine, not
 * a database. A process dying mid-job is tested with real processes in cluster.test.ts.
 */
import { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedisJobQueue } from '../../../src/core/jobs/redis-job-queue.js';
import { TEST_REDIS_URL, testRedisPrefix } from '../../helpers/test-redis.js';

const prefix = testRedisPrefix();
const log = pino({ level: 'silent' });

/** A handler that runs until released, counting its runs. */
function gatedHandler() {
  const state = {
    runs: 0,
    finished: 0,
    started: undefined as Promise<void> | undefined,
    release: () => undefined as void,
  };
  let markStarted: () => void = () => undefined;
  const arm = () => {
    state.started = new Promise((resolve) => (markStarted = resolve));
  };
  arm();
  const handler = async () => {
    state.runs += 1;
    const gate = new Promise<void>((resolve) => (state.release = resolve));
    markStarted();
    await gate;
    state.finished += 1;
    arm();
  };
  return { state, handler };
}

let admin: Redis;
let one: RedisJobQueue;
let two: RedisJobQueue;
const jobs = gatedHandler();

beforeAll(() => {
  admin = new Redis(TEST_REDIS_URL);
  const queue = () =>
    new RedisJobQueue(new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: null }), {
      prefix,
      stallSeconds: 5,
      log,
    });
  one = queue();
  two = queue();
  // The same kind on both "processes", as every server process defines it.
  one.define('export', jobs.handler);
  two.define('export', jobs.handler);
});

afterAll(async () => {
  jobs.state.release();
  await Promise.all([one?.close(), two?.close()]);
  const keys = await admin.keys(`${prefix}:*`);
  if (keys.length > 0) await admin.del(...keys);
  await admin.quit();
});

describe('the Redis job queue', () => {
  it('runs an id once however often, and wherever, it is asked for while queued or running', async () => {
    one.enqueue('export', 7);
    one.enqueue('export', 7);
    two.enqueue('export', 7);
    await jobs.state.started;
    one.enqueue('export', 7);
    two.enqueue('export', 7);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(jobs.state.runs).toBe(1);
    jobs.state.release();
    await one.idle();
    expect(jobs.state).toMatchObject({ runs: 1, finished: 1 });
  });

  it('runs the same id again once it has finished', async () => {
    two.enqueue('export', 7);
    await jobs.state.started;
    jobs.state.release();
    await two.idle();
    expect(jobs.state).toMatchObject({ runs: 2, finished: 2 });
  });

  it('close waits for the running job to finish', async () => {
    // Only `one` takes work for now: `two` is closed first, so that the job surely runs on `one`.
    await two.close();
    one.enqueue('export', 8);
    await jobs.state.started;
    const closed = one.close().then(() => jobs.state.finished);
    await new Promise((resolve) => setTimeout(resolve, 200));
    jobs.state.release();
    expect(await closed).toBe(3);
    expect(jobs.state.runs).toBe(3);
  });
});
