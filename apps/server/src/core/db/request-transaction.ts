import { AsyncLocalStorage } from 'node:async_hooks';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type TransactionSettings,
} from 'kysely';

/** One request's transaction: begun at its first query, ended by `finish`. */
interface Held {
  connection?: Promise<DatabaseConnection>;
  held?: DatabaseConnection;
  done: boolean;
  /** Queries of the request under way on the held connection; `finish` waits for them. */
  inUse: number;
  idle?: () => void;
  savepoints: string[];
  nextSavepoint: number;
  /** Nested transactions on the held connection, one after another. */
  nested: Promise<void>;
  releaseNested?: () => void;
  afterCommit: (() => void)[];
}

const current = new AsyncLocalStorage<Held>();

const open = (): Held | undefined => {
  const store = current.getStore();
  return store && !store.done ? store : undefined;
};

/**
 * Runs `work` now, or, inside a request's transaction, once it has committed (dropped if it rolls
 * back): a job queued or an event announced must not be seen before the change it tells of.
 */
export function afterCommit(work: () => void): void {
  const store = open();
  if (store) store.afterCommit.push(work);
  else work();
}

/**
 * Every query of a request made inside `run` (whichever Kysely instance of this database it goes
 * through, and the transactions it opens, which become savepoints) is one transaction, which
 * `finish` commits or rolls back. The audit log uses it so that an entry is written with the
 * change it records, or neither is.
 */
export class RequestTransactions {
  private inner?: Driver;

  /** The dialect whose driver hands a request inside `run` its own connection. */
  dialect(dialect: Dialect): Dialect {
    return {
      createAdapter: () => dialect.createAdapter(),
      createDriver: () => {
        this.inner = dialect.createDriver();
        return this.driver(this.inner);
      },
      createIntrospector: (db) => dialect.createIntrospector(db),
      createQueryCompiler: () => dialect.createQueryCompiler(),
    };
  }

  run<T>(work: () => T): T {
    return current.run(
      {
        done: false,
        inUse: 0,
        savepoints: [],
        nextSavepoint: 0,
        nested: Promise.resolve(),
        afterCommit: [],
      },
      work,
    );
  }

  /** Whether this async context is inside `run` and not finished. */
  get active(): boolean {
    return open() !== undefined;
  }

  /** Commits (or rolls back) the request's queries; after a commit, runs what waited for it. */
  async finish(commit: boolean): Promise<void> {
    const store = open();
    if (!store) return;
    store.done = true;
    if (store.inUse > 0) await new Promise<void>((resolve) => (store.idle = resolve));
    const connection = store.connection && (await store.connection);
    if (connection) {
      try {
        if (commit) await this.inner!.commitTransaction(connection);
        else await this.inner!.rollbackTransaction(connection);
      } finally {
        store.held = undefined;
        await this.inner!.releaseConnection(connection);
      }
    }
    if (commit) current.exit(() => store.afterCommit.forEach((work) => work()));
  }

  private driver(inner: Driver): Driver {
    const heldBy = (connection: DatabaseConnection) => {
      const store = current.getStore();
      return store && store.held === connection ? store : undefined;
    };
    const raw = (connection: DatabaseConnection, text: string) =>
      connection.executeQuery(CompiledQuery.raw(text));
    return {
      init: () => inner.init(),
      destroy: () => inner.destroy(),
      acquireConnection: async () => {
        const store = open();
        if (!store) return inner.acquireConnection();
        store.connection ??= (async () => {
          const connection = await inner.acquireConnection();
          await inner.beginTransaction(connection, {});
          store.held = connection;
          return connection;
        })();
        store.inUse += 1;
        return store.connection;
      },
      releaseConnection: async (connection) => {
        const store = heldBy(connection);
        if (!store) return inner.releaseConnection(connection);
        store.inUse -= 1;
        if (store.inUse === 0) store.idle?.();
      },
      beginTransaction: async (connection, settings: TransactionSettings) => {
        const store = heldBy(connection);
        if (!store) return inner.beginTransaction(connection, settings);
        const before = store.nested;
        store.nested = new Promise((resolve) => (store.releaseNested = resolve));
        await before;
        const name = `request_${(store.nextSavepoint += 1)}`;
        store.savepoints.push(name);
        await raw(connection, `savepoint ${name}`);
      },
      commitTransaction: async (connection) => {
        const store = heldBy(connection);
        if (!store) return inner.commitTransaction(connection);
        await raw(connection, `release savepoint ${store.savepoints.pop()!}`);
        store.releaseNested?.();
      },
      rollbackTransaction: async (connection) => {
        const store = heldBy(connection);
        if (!store) return inner.rollbackTransaction(connection);
        const name = store.savepoints.pop()!;
        await raw(connection, `rollback to savepoint ${name}`);
        await raw(connection, `release savepoint ${name}`);
        store.releaseNested?.();
      },
      savepoint: inner.savepoint?.bind(inner),
      rollbackToSavepoint: inner.rollbackToSavepoint?.bind(inner),
      releaseSavepoint: inner.releaseSavepoint?.bind(inner),
    };
  }
}
