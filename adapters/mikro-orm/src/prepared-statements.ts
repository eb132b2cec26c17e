import { createHash } from 'node:crypto';
import pg from 'pg';

/** Prepared statements a connection keeps at most; preparing one more drops the least recently used. */
export const MAX_PREPARED_PER_CONNECTION = 100;
/** A statement with more parameters than this (a bulk insert, a long id list) is never prepared. */
const MAX_PREPARED_PARAMETERS = 64;
/** Statement texts remembered by the process (how often each was seen, its name). */
const MAX_KNOWN_TEXTS = 5000;

interface KnownText {
  seen: number;
  name: string;
}

const known = new Map<string, KnownText>();

/** The text's entry; a full table starts over (names are hashes, so they stay the same). */
function knownText(text: string): KnownText {
  let entry = known.get(text);
  if (!entry) {
    if (known.size >= MAX_KNOWN_TEXTS) known.clear();
    entry = { seen: 0, name: `q_${createHash('sha1').update(text).digest('base64url')}` };
    known.set(text, entry);
  }
  entry.seen += 1;
  return entry;
}

/** PostgreSQL's answer to a prepared statement whose columns changed under it (a migration added one). */
function isStaleStatement(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error as { code?: unknown }).code === '0A000' &&
    error.message.includes('cached plan must not change result type')
  );
}

/** A statement without parameters is prepared only when it reads: never BEGIN, COMMIT, SET, a cursor. */
const READ_STATEMENT = /^\s*(?:select|with)\b/i;

function preparable(text: string, values: readonly unknown[]): boolean {
  return values.length <= MAX_PREPARED_PARAMETERS && (values.length > 0 || READ_STATEMENT.test(text));
}

type Query = (...args: unknown[]) => unknown;

/** What `pg` remembers of the statements it parsed on a connection (it skips Parse for a name it knows). */
interface ParsedStatements {
  connection?: { parsedStatements?: Record<string, string> };
}

/**
 * A `pg` client that runs each parameterized statement the app repeats as a named prepared
 * statement of its connection: PostgreSQL parses and plans it once per connection, and after five
 * runs keeps a generic plan when that costs no more than planning each time (its own rule), so a
 * primary-key read or an insert skips parsing and planning from then on. On this machine, pgbench
 * of a deal read with its business: 2,200-3,100 statements/s unnamed, 16,200 prepared.
 *
 * Bounded: a statement is prepared from its second run, when it has at most
 * {@link MAX_PREPARED_PARAMETERS} parameters; one without parameters only when it is a read (a
 * `select` or `with`: the catalogue's lists write their few-valued parts into the text, see
 * mikro-orm-deal.repository.ts), never BEGIN, COMMIT or a cursor. A connection keeps at most
 * {@link MAX_PREPARED_PER_CONNECTION}: preparing one more first drops (DEALLOCATE) the one used
 * least recently, so a text that changes every second (a list with its instant) never crowds out
 * the others or grows the server's memory.
 *
 * A migration that adds a column to a table read with `select *` makes PostgreSQL refuse the
 * statement prepared before it ("cached plan must not change result type"). The connection then
 * forgets every statement it prepared (new names; DEALLOCATE ALL when it can) and, when the
 * statement ran on its own (outside a transaction), runs it again; inside a transaction the error
 * stands, as it aborted the transaction, and the connection's next statements are prepared afresh.
 * The repositories' common reads name their columns (`columnList` in raw-rows.ts) so that an added
 * column does not reach them.
 */
export class PreparingClient extends pg.Client {
  /**
   * The statements this connection prepared, least recently used first: the text's name, and the
   * name it was prepared under here (never used twice on a connection, so a statement dropped or
   * gone stale can never be mistaken for a live one).
   */
  private readonly prepared = new Map<string, string>();
  private serial = 0;

  constructor(config?: string | pg.ClientConfig) {
    super(config);
    const unnamed = this.query.bind(this) as Query;
    (this as unknown as { query: Query }).query = (...args: unknown[]) => {
      const [text, values, callback] = args;
      if (typeof text !== 'string' || !Array.isArray(values) || !preparable(text, values) || callback !== undefined) {
        return unnamed(...args);
      }
      const entry = knownText(text);
      if (entry.seen < 2) return unnamed(text, values);
      return this.runPrepared(unnamed, entry.name, text, values);
    };
  }

  private async runPrepared(unnamed: Query, key: string, text: string, values: unknown[]): Promise<unknown> {
    const status = this.getTransactionStatus();
    let name = this.prepared.get(key);
    if (name !== undefined) {
      // Most recently used last.
      this.prepared.delete(key);
    } else {
      // An aborted transaction refuses everything, DEALLOCATE too: the statement fails unnamed.
      if (status === 'E') return unnamed(text, values);
      if (this.prepared.size >= MAX_PREPARED_PER_CONNECTION) this.dropLeastRecent(unnamed);
      this.serial += 1;
      name = `${key}_${this.serial}`;
    }
    this.prepared.set(key, name);
    try {
      return await (unnamed({ name, text, values }) as Promise<unknown>);
    } catch (error) {
      // Refused before it was parsed (a mistake in it): nothing of it is kept to drop later.
      if (this.parsed()[name] === undefined) this.prepared.delete(key);
      if (!isStaleStatement(error)) throw error;
      await this.forgetPrepared(unnamed);
      if (status !== 'I') throw error;
      return unnamed(text, values);
    }
  }

  /** `pg`'s record of the names it parsed on this connection (it skips Parse for a name it knows). */
  private parsed(): Record<string, string> {
    return (this as unknown as ParsedStatements).connection?.parsedStatements ?? {};
  }

  /**
   * Drops the statement used least recently: DEALLOCATE (allowed in a transaction) is queued
   * before the statement that needs the room, and `pg` forgets the name.
   */
  private dropLeastRecent(unnamed: Query): void {
    const [key, name] = this.prepared.entries().next().value as [string, string];
    this.prepared.delete(key);
    const parsed = this.parsed();
    if (parsed[name] === undefined) return;
    delete parsed[name];
    (unnamed(`deallocate "${name}"`) as Promise<unknown>).catch(() => undefined);
  }

  /**
   * Stops using every statement this connection prepared (the next ones are prepared afresh under
   * new names). Outside a transaction the server drops the old ones now; inside the aborted one it
   * refuses everything until ROLLBACK, so they stay until the connection closes.
   */
  private async forgetPrepared(unnamed: Query): Promise<void> {
    const parsed = this.parsed();
    for (const name of this.prepared.values()) delete parsed[name];
    this.prepared.clear();
    if (this.getTransactionStatus() === 'I') await (unnamed('deallocate all') as Promise<unknown>);
  }
}
