import { afterEach, describe, expect, it, vi } from 'vitest';

const subscribePublicChannel = vi.fn();
vi.mock('../../src/features/realtime', () => ({ subscribePublicChannel }));

/** A fresh copy of the step and of the stores it reads, as a page load has. */
async function freshStep() {
  vi.resetModules();
  const { default: step } = await import('../../src/app/boot/steps/realtime');
  const { authStore, initialAuthState } = await import('../../src/lib/session');
  const events = await import('../../src/lib/public-events');
  const run = () => step({ urlPath: '/login', redirect: () => undefined as never });
  return { run, authStore, initialAuthState, events };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => subscribePublicChannel.mockReset());

describe('the realtime boot step (issue 43: the client loads after sign-in)', () => {
  it('does not load the realtime client for a signed-out visitor', async () => {
    const { run } = await freshStep();
    await run();
    await settled();
    expect(subscribePublicChannel).not.toHaveBeenCalled();
  });

  it('subscribes to the public channel once somebody signs in, once', async () => {
    const { run, authStore } = await freshStep();
    await run();
    authStore.setState({ authenticated: true });
    await vi.waitFor(() => expect(subscribePublicChannel).toHaveBeenCalledTimes(1));
    authStore.setState({ authenticated: false });
    authStore.setState({ authenticated: true });
    await settled();
    expect(subscribePublicChannel).toHaveBeenCalledTimes(1);
  });

  it('subscribes at once when a screen listens (the maintenance page), before or after start-up', async () => {
    const early = await freshStep();
    early.events.listenPublicEvent('MaintenanceSwitched', () => undefined);
    await early.run();
    await vi.waitFor(() => expect(subscribePublicChannel).toHaveBeenCalledTimes(1));

    subscribePublicChannel.mockReset();
    const late = await freshStep();
    await late.run();
    late.events.onPublicEvent('MaintenanceSwitched', () => undefined);
    await settled();
    expect(subscribePublicChannel).not.toHaveBeenCalled();
    late.events.listenPublicEvent('MaintenanceSwitched', () => undefined);
    await vi.waitFor(() => expect(subscribePublicChannel).toHaveBeenCalledTimes(1));
  });
});
