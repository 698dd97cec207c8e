import { describe, expect, it, vi } from 'vitest';
import {
  runBoot,
  type BootEnvironment,
  type BootStep,
  type BootStepLoader,
} from '../../src/app/boot';
import registration from '../../src/app/boot/steps/registration';
import { resolveHref } from '../../src/app/router/resolve-href';

function environment(overrides: Partial<BootEnvironment> = {}) {
  return {
    urlPath: '/admin/roles',
    mount: vi.fn(),
    assign: vi.fn(),
    resolve: vi.fn((path: string) => `/resolved${path}`),
    log: vi.fn(),
    ...overrides,
  } satisfies BootEnvironment;
}

const stepLoader = (name: string, run: BootStep): BootStepLoader => ({
  name,
  load: () => Promise.resolve({ default: run }),
});

describe('runBoot', () => {
  it('imports every step before running any', async () => {
    const events: string[] = [];
    const loaders: BootStepLoader[] = ['a', 'b', 'c', 'd'].map((name) => ({
      name,
      load: () => {
        events.push(`load ${name}`);
        return Promise.resolve({ default: () => void events.push(`run ${name}`) });
      },
    }));
    await runBoot(loaders, environment());
    expect(events.slice(0, 4)).toEqual(['load a', 'load b', 'load c', 'load d']);
    expect(events.slice(4)).toEqual(['run a', 'run b', 'run c', 'run d']);
  });

  it('starts all imports at once: a slow first import does not delay the others', async () => {
    let releaseFirst!: () => void;
    const started: string[] = [];
    const loaders: BootStepLoader[] = [
      {
        name: 'slow',
        load: () => {
          started.push('slow');
          return new Promise((resolve) => {
            releaseFirst = () => resolve({ default: () => undefined });
          });
        },
      },
      {
        name: 'fast',
        load: () => {
          started.push('fast');
          return Promise.resolve({ default: () => undefined });
        },
      },
    ];
    const outcome = runBoot(loaders, environment());
    expect(started).toEqual(['slow', 'fast']);
    releaseFirst();
    await expect(outcome).resolves.toMatchObject({ status: 'mounted' });
  });

  it('runs the steps one after another, in their order, each finishing before the next', async () => {
    const events: string[] = [];
    const slow: BootStep = async () => {
      events.push('first start');
      await new Promise((resolve) => setTimeout(resolve, 20));
      events.push('first end');
    };
    const fast: BootStep = () => void events.push('second');
    await runBoot([stepLoader('first', slow), stepLoader('second', fast)], environment());
    expect(events).toEqual(['first start', 'first end', 'second']);
  });

  it('logs and skips a step that fails to load; the rest run and the app is mounted', async () => {
    const env = environment();
    const ran = vi.fn();
    const failure = new Error('chunk missing');
    const outcome = await runBoot(
      [
        { name: 'broken', load: () => Promise.reject(failure) },
        { name: 'no-default', load: () => Promise.resolve({} as { default: BootStep }) },
        stepLoader('fine', ran),
      ],
      env,
    );
    expect(outcome).toEqual({ status: 'mounted', skipped: ['broken', 'no-default'] });
    expect(env.log).toHaveBeenCalledWith(expect.stringContaining('"broken"'), failure);
    expect(env.log).toHaveBeenCalledWith(
      expect.stringContaining('"no-default"'),
      expect.any(TypeError),
    );
    expect(ran).toHaveBeenCalledOnce();
    expect(env.mount).toHaveBeenCalledOnce();
  });

  it('opens an absolute http(s) redirect directly and does not mount', async () => {
    const env = environment();
    const later = vi.fn();
    const outcome = await runBoot(
      [
        stepLoader('sso', ({ redirect }) => redirect('https://sso.example.kz/login')),
        stepLoader('later', later),
      ],
      env,
    );
    expect(outcome).toEqual({ status: 'redirected', to: 'https://sso.example.kz/login' });
    expect(env.assign).toHaveBeenCalledWith('https://sso.example.kz/login');
    expect(env.resolve).not.toHaveBeenCalled();
    expect(later).not.toHaveBeenCalled();
    expect(env.mount).not.toHaveBeenCalled();
  });

  it('resolves any other redirect through the router and does not mount', async () => {
    const env = environment();
    const outcome = await runBoot(
      [stepLoader('legacy', ({ redirect }) => redirect('/admin/roles'))],
      env,
    );
    expect(env.resolve).toHaveBeenCalledWith('/admin/roles');
    expect(env.assign).toHaveBeenCalledWith('/resolved/admin/roles');
    expect(outcome).toEqual({ status: 'redirected', to: '/resolved/admin/roles' });
    expect(env.mount).not.toHaveBeenCalled();
  });

  it('logs any other error of a step, stops, and does not mount', async () => {
    const env = environment();
    const later = vi.fn();
    const failure = new Error('no config');
    const outcome = await runBoot(
      [
        stepLoader('broken', async () => {
          throw failure;
        }),
        stepLoader('later', later),
      ],
      env,
    );
    expect(outcome).toEqual({ status: 'failed', step: 'broken', error: failure });
    expect(env.log).toHaveBeenCalledWith(expect.stringContaining('"broken"'), failure);
    expect(later).not.toHaveBeenCalled();
    expect(env.mount).not.toHaveBeenCalled();
    expect(env.assign).not.toHaveBeenCalled();
  });

  it('mounts when every step succeeds, handing each the address opened', async () => {
    const env = environment({ urlPath: '/profile?tab=1' });
    const seen: string[] = [];
    const outcome = await runBoot(
      [stepLoader('one', ({ urlPath }) => void seen.push(urlPath))],
      env,
    );
    expect(outcome).toEqual({ status: 'mounted', skipped: [] });
    expect(seen).toEqual(['/profile?tab=1']);
    expect(env.mount).toHaveBeenCalledOnce();
  });
});

describe('boot steps', () => {
  it('the registration step sends an old hash address to its path', async () => {
    const env = environment({ urlPath: '/#/admin/roles' });
    await runBoot([{ name: 'registration', load: async () => ({ default: registration }) }], env);
    expect(env.resolve).toHaveBeenCalledWith('/admin/roles');
    expect(env.mount).not.toHaveBeenCalled();
  });
});

describe('resolveHref', () => {
  it('resolves paths against the base path', () => {
    expect(resolveHref('/admin/roles?x=1#top')).toBe('/admin/roles?x=1#top');
    expect(resolveHref('login')).toBe('/login');
    expect(resolveHref('/admin/../profile')).toBe('/profile');
    expect(resolveHref('/login', '/cabinet/')).toBe('/cabinet/login');
  });
});
