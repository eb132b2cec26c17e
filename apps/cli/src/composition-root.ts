import { Argon2PasswordHasher } from '@marketplace/adapters-crypto/argon2-password-hasher';
import { CryptoCodeGenerator } from '@marketplace/adapters-crypto/crypto-code-generator';
import { SystemClock } from '@marketplace/adapters-memory/system-clock';
import { describeDatabaseLocation } from '@marketplace/adapters-mikro-orm/database-location';
import type { MikroOrmDatabase } from '@marketplace/adapters-mikro-orm/mikro-orm-database';
import { ListBusinesses, VerifyBusiness } from '@marketplace/core/accounts/application/business-directory.use-case';
import { SetAdminPassword } from '@marketplace/core/accounts/application/set-admin-password.use-case';
import { ADMIN_ACCOUNT_ID, type Actor } from '@marketplace/core/accounts/domain/actor';
import { SeedBulkData } from '@marketplace/core/demo/application/seed-bulk-data.use-case';
import { SeedDemoData } from '@marketplace/core/demo/application/seed-demo-data.use-case';
import { RedeemCode, ValidateCode } from '@marketplace/core/purchases/application/redeem-code.use-case';
import { NotFoundError } from '@marketplace/core/shared/domain/domain-error';
import { ExportWaitlist } from '@marketplace/core/waitlist/application/waitlist.use-case';
import { CliError } from './cli-error.js';
import { loadCliConfig, type CliConfig } from './cli-config.js';
import type { CliIo } from './cli-io.js';
import { EXIT } from './exit-codes.js';

/** Whoever runs the CLI has the database in hand: they act as the admin (id 999). */
export const OPERATOR: Actor = { kind: 'admin', userId: ADMIN_ACCOUNT_ID };

/** The use cases the commands call, wired to one database. */
function createCliUseCases(database: MikroOrmDatabase, options: { production: boolean }) {
  const { repositories, transactions, bulkLoader } = database;
  const { users, businesses, sessions, deals, purchases, waitlist } = repositories;
  const clock = new SystemClock();
  const hasher = new Argon2PasswordHasher();
  const codes = new CryptoCodeGenerator();
  return {
    seed: new SeedDemoData({ transactions, hasher, clock }),
    seedBulk: new SeedBulkData({ loader: bulkLoader, hasher, codes, clock, random: Math.random }),
    exportWaitlist: new ExportWaitlist({ waitlist }),
    redeemCode: new RedeemCode({ purchases, deals, users, clock }),
    validateCode: new ValidateCode({ purchases, deals, users, clock }),
    listBusinesses: new ListBusinesses({ businesses }),
    verifyBusiness: new VerifyBusiness({ transactions }),
    setAdminPassword: new SetAdminPassword({ users, sessions, hasher, production: options.production }),
    /** `--business ID`: the business's own actor, as its session would give it. */
    async businessActor(businessId: number): Promise<Actor> {
      const business = await businesses.findById(businessId);
      if (!business) throw new NotFoundError('business.not_found', `No business with id ${businessId}`);
      return business.toActor();
    },
  };
}

export type CliUseCases = ReturnType<typeof createCliUseCases>;

/**
 * The CLI's composition root: the only place that knows concrete classes. Everything is made on
 * first use, so `--help` or a usage error never reads the configuration or opens the database.
 */
export class CliRuntime {
  private loadedConfig: CliConfig | undefined;
  private opened: Promise<MikroOrmDatabase> | undefined;
  private readonly clock = new SystemClock();

  constructor(readonly io: CliIo) {}

  /** The configuration, read from the environment on first use. @throws CliError (exit 78). */
  get config(): CliConfig {
    this.loadedConfig ??= loadCliConfig(this.io.env);
    return this.loadedConfig;
  }

  /** The system clock's now (default file names). */
  now(): Date {
    return this.clock.now();
  }

  /** "PostgreSQL" or "the embedded database in ./.data". */
  describeDatabase(): string {
    return describeDatabaseLocation(this.config.database, this.config.dataDir);
  }

  /** Connects without checking anything (`db migrate` creates what is missing). */
  async connect(): Promise<MikroOrmDatabase> {
    const location = this.config.database;
    // Loaded on first use: MikroORM takes a third of a second to import, which --help and usage
    // errors need not pay.
    this.opened ??= import('@marketplace/adapters-mikro-orm/mikro-orm-database')
      .then(({ MikroOrmDatabase }) => MikroOrmDatabase.open(location))
      .catch((error: unknown) => {
        throw this.unavailable(error instanceof Error ? error.message : String(error));
      });
    return this.opened;
  }

  /** Connects and makes sure the database answers. */
  async reachableDatabase(): Promise<MikroOrmDatabase> {
    const database = await this.connect();
    if (!(await database.isReachable())) {
      throw this.unavailable('it does not answer (is the server running, and does the database exist? `marketplace db migrate` creates it)');
    }
    return database;
  }

  /** The use cases over a reachable database whose schema is up to date. */
  async useCases(): Promise<CliUseCases> {
    const database = await this.reachableDatabase();
    const { pending } = await database.migrationStatus();
    if (pending.length > 0) {
      throw new CliError(
        EXIT.unavailable,
        'database.migrations_pending',
        `The database schema is not up to date (${pending.length} pending migration${pending.length === 1 ? '' : 's'}): run \`marketplace db migrate\` first.`,
      );
    }
    return createCliUseCases(database, { production: this.config.production });
  }

  /**
   * Applies the pending migrations, creating a PostgreSQL database that does not exist yet, as the
   * server does at start. @returns the names applied, oldest first.
   */
  async migrate(): Promise<string[]> {
    const database = await this.connect();
    try {
      return (await database.migrate()).applied;
    } catch (error) {
      if (await database.isReachable()) throw error;
      throw this.unavailable(error instanceof Error ? error.message : String(error));
    }
  }

  /** The use cases after applying any pending migration (`seed`, like the server's start). */
  async migratedUseCases(): Promise<{ useCases: CliUseCases; applied: string[] }> {
    const applied = await this.migrate();
    return { useCases: createCliUseCases(await this.connect(), { production: this.config.production }), applied };
  }

  /** Exit 69, naming the database the configuration points at. */
  unavailable(reason: string): CliError {
    return new CliError(EXIT.unavailable, 'database.unavailable', `Cannot use ${this.describeDatabase()}: ${reason}`);
  }

  /** Closes the database if a command opened it. */
  async close(): Promise<void> {
    const opened = this.opened;
    this.opened = undefined;
    if (!opened) return;
    const database = await opened.catch(() => null);
    await database?.close();
  }
}
