/**
 * Spec section 4, start-up: the boot steps are imported in parallel; a step that fails to load is
 * logged and skipped; the others run one after another. A step may ask for a redirect: an
 * absolute http(s) address is opened directly, anything else is resolved through the router, and
 * the app is not mounted. Any other error in a step is logged and the app is not mounted.
 */

export interface BootContext {
  /** The address the app was opened at (path, query and hash). */
  urlPath: string;
  /** Stops the start-up and sends the browser to `url`. */
  redirect(url: string): never;
}

export type BootStep = (context: BootContext) => void | Promise<void>;

export interface BootStepLoader {
  name: string;
  load: () => Promise<{ default: BootStep }>;
}

export interface BootEnvironment {
  urlPath: string;
  mount: () => void | Promise<void>;
  /** Opens an address (window.location.assign in the browser). */
  assign: (href: string) => void;
  /** Turns an app path into an address through the router (its base path). */
  resolve: (path: string) => string | Promise<string>;
  log: (message: string, error?: unknown) => void;
}

export type BootOutcome =
  | { status: 'mounted'; skipped: string[] }
  | { status: 'redirected'; to: string }
  | { status: 'failed'; step: string; error: unknown };

class BootRedirect extends Error {
  constructor(readonly url: string) {
    super(`boot redirect to ${url}`);
  }
}

const ABSOLUTE = /^https?:\/\//i;

export async function runBoot(
  loaders: readonly BootStepLoader[],
  env: BootEnvironment,
): Promise<BootOutcome> {
  const imported = await Promise.allSettled(loaders.map((loader) => loader.load()));
  const steps: { name: string; run: BootStep }[] = [];
  const skipped: string[] = [];
  imported.forEach((result, index) => {
    const name = loaders[index]!.name;
    if (result.status === 'fulfilled' && typeof result.value.default === 'function') {
      steps.push({ name, run: result.value.default });
    } else {
      skipped.push(name);
      env.log(
        `boot step "${name}" could not be loaded; skipped`,
        result.status === 'rejected' ? result.reason : new TypeError('no default export'),
      );
    }
  });

  const context: BootContext = {
    urlPath: env.urlPath,
    redirect: (url) => {
      throw new BootRedirect(url);
    },
  };

  for (const step of steps) {
    try {
      await step.run(context);
    } catch (error) {
      if (error instanceof BootRedirect) {
        const to = ABSOLUTE.test(error.url) ? error.url : await env.resolve(error.url);
        env.assign(to);
        return { status: 'redirected', to };
      }
      env.log(`boot step "${step.name}" failed; the app is not started`, error);
      return { status: 'failed', step: step.name, error };
    }
  }

  await env.mount();
  return { status: 'mounted', skipped };
}
