import type {
  KyselyPlugin,
  OperationNode,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';

/**
 * Tables whose rows decide who a caller is and what it may do, and for `users` the columns that
 * do (a login's time or a name changes no caller). `services` too: ingestion keeps a service's
 * code and billing rule with the callers, and an edit must reach the next batch.
 */
const ACCESS_TABLES = new Set([
  'personal_access_tokens',
  'api_keys',
  'user_roles',
  'roles',
  'role_rules',
  'rules',
  'services',
]);
const ACCESS_USER_COLUMNS = new Set(['group', 'parent_id', 'blocked_at', 'id']);
const LAST_USE_COLUMNS = new Set(['last_used_at', 'last_used_ip']);

type Listener = () => void | Promise<void>;

/**
 * Notices every write that can change a signed-in caller (its token, key, group, partner, block or
 * permissions) made through the query builder, wherever it is made: a route, a job, the CLI, a
 * test. Cached callers are forgotten on it (see `CallerCache`), so no code path can forget to.
 * Inserting a token or a user changes no existing caller and is not reported.
 */
export class AccessWrites implements KyselyPlugin {
  private readonly listeners = new Set<Listener>();
  private readonly pending = new WeakSet<object>();
  /** Counts the writes seen, so a request can tell whether any was made while it ran. */
  epoch = 0;

  onWrite(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Tells the listeners again (after a transaction's commit, say). */
  async announce(): Promise<void> {
    await Promise.all([...this.listeners].map((listener) => listener()));
  }

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    if (changesAccess(node)) this.pending.add(queryId);
    return node;
  }

  async transformResult({
    result,
    queryId,
  }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    if (this.pending.has(queryId)) {
      this.pending.delete(queryId);
      this.epoch += 1;
      await this.announce();
    }
    return result;
  }
}

function changesAccess(node: RootOperationNode): boolean {
  switch (node.kind) {
    case 'UpdateQueryNode': {
      const table = tableName(node.table);
      if (table === 'users')
        return (node.updates ?? []).some((update) =>
          ACCESS_USER_COLUMNS.has(columnName(update.column)),
        );
      return table !== 'personal_access_tokens' && table !== 'api_keys'
        ? ACCESS_TABLES.has(table)
        : // Noting a token's or key's last use changes nobody; revoking a key does.
          (node.updates ?? []).some((update) => !LAST_USE_COLUMNS.has(columnName(update.column)));
    }
    case 'DeleteQueryNode':
      return node.from.froms.some((from) => {
        const table = tableName(from);
        return table === 'users' || ACCESS_TABLES.has(table);
      });
    case 'InsertQueryNode': {
      const table = tableName(node.into);
      return table !== 'personal_access_tokens' && table !== 'api_keys' && ACCESS_TABLES.has(table);
    }
    default:
      return false;
  }
}

type NamedNode = OperationNode & {
  node?: OperationNode;
  table?: { identifier: { name: string } };
  column?: { name: string };
};

/** A table's name, through an alias. */
function tableName(node: OperationNode | undefined): string {
  const named = node as NamedNode | undefined;
  if (!named) return '';
  if (named.kind === 'AliasNode') return tableName(named.node);
  return named.kind === 'TableNode' ? (named.table?.identifier.name ?? '') : '';
}

const columnName = (node: OperationNode): string => (node as NamedNode).column?.name ?? '';
