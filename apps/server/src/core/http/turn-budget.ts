import type { FastifyInstance } from 'fastify';

/** How long the requests started in one turn of the event loop may run before the rest wait. */
const TURN_BUDGET_MS = 10;

/**
 * Keeps a turn of the event loop short under load, so that new connections are accepted.
 *
 * libuv (Node 20) accepts one connection per turn of the loop. A turn reads every socket that
 * has a request and, with SQLite's synchronous queries, runs each of those requests to its end
 * in that same turn: with 200 busy connections a turn took 0.3 to 1 s, so a burst of new
 * connections waited in the listen queue for tens of seconds (timeouts, and reconnections that
 * queued behind them). Here the requests started within a turn take at most about
 * `budgetMs`; the others wait, first come first served, for the following turns, each of which
 * accepts a connection before it reads and runs more.
 *
 * A turn is the time between two runs of a `setImmediate` marker, kept going while requests wait.
 */
export function turnBudgetPlugin(app: FastifyInstance, budgetMs = TURN_BUDGET_MS): void {
  const waiting: Array<() => void> = [];
  let turnStart: number | undefined;
  let marking = false;

  function mark() {
    if (marking) return;
    marking = true;
    setImmediate(newTurn);
  }
  function newTurn() {
    marking = false;
    turnStart = undefined;
    if (waiting.length === 0) return;
    mark();
    // Every turn starts one waiting request, whatever the order of the immediates.
    admit();
    waiting.shift()!();
  }
  /** Whether a request may start now; counts it against this turn. */
  function admit() {
    if (turnStart === undefined) {
      turnStart = performance.now();
      mark();
      return true;
    }
    return performance.now() - turnStart < budgetMs;
  }
  // One attempt per waiting request and turn; between two immediates Node runs the microtasks,
  // that is the whole of a released request's synchronous work, so the clock sees it.
  function release() {
    if (waiting.length === 0) return;
    if (admit()) waiting.shift()!();
    else setImmediate(release);
  }

  app.addHook('onRequest', (_request, _reply, done) => {
    if (waiting.length === 0 && admit()) return done();
    waiting.push(done);
    mark();
    setImmediate(release);
  });
}
