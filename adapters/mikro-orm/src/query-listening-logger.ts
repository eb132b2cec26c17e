import { DefaultLogger, type LogContext, type LoggerOptions } from '@mikro-orm/core';

/**
 * Hands every SQL statement MikroORM runs (transaction control included) to a listener instead of
 * printing it: query counting in tests, or a log line in an app. Other messages log as usual.
 */
export class QueryListeningLogger extends DefaultLogger {
  constructor(
    options: LoggerOptions,
    private readonly onQuery: (sql: string, params?: readonly unknown[]) => void,
  ) {
    super(options);
  }

  override logQuery(context: { query: string } & LogContext): void {
    if (context.namespace === 'slow-query') return super.logQuery(context);
    this.onQuery(context.query, context.params);
  }
}
