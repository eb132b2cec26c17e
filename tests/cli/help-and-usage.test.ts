import { describe, expect, it } from 'vitest';
import { runCli } from './cli-process.js';

/** Every command and group, with a word its help must mention. */
const COMMANDS: readonly [args: string[], mentions: string][] = [
  [[], 'Exit codes:'],
  [['db'], 'marketplace db migrate'],
  [['db', 'migrate'], 'pending'],
  [['db', 'status'], 'pending'],
  [['seed'], '--purchases <P>'],
  [['waitlist'], 'export'],
  [['waitlist', 'export'], 'created_at'],
  [['redeem'], '--business <id>'],
  [['business'], 'verify'],
  [['business', 'list'], '--unverified'],
  [['business', 'verify'], 'draft'],
  [['business', 'show'], 'in transit'],
  [['payouts'], 'export'],
  [['payouts', 'export'], 'opening_balance'],
  [['admin'], 'set-password'],
  [['admin', 'set-password'], '--password-stdin'],
  [['mail'], 'test'],
  [['mail', 'test'], 'SMTP_URL'],
  [['payouts'], 'run'],
  [['payouts', 'run'], 'payout:<id>'],
  [['reviews'], 'hide'],
  [['reviews', 'hide'], '--unhide'],
];

describe('marketplace --help', { timeout: 30_000 }, () => {
  it('helps on every command, with examples, exit 0, touching no database', async () => {
    // A DATABASE_URL nothing listens on: help must not try it.
    const env = { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' };
    const runs = await Promise.all(COMMANDS.map(([args]) => runCli([...args, '--help'], { env })));
    for (const [index, run] of runs.entries()) {
      const [args, mentions] = COMMANDS[index]!;
      expect(run.code, `marketplace ${args.join(' ')} --help`).toBe(0);
      expect(run.stdout).toContain(`Usage: marketplace${args.length ? ` ${args.join(' ')}` : ''}`);
      expect(run.stdout).toContain('Examples:');
      expect(run.stdout).toMatch(/^ {2}\$ .*marketplace /m);
      expect(run.stdout).toContain(mentions);
      expect(run.stderr).toBe('');
    }
  });

  it('documents every exit code in the main help, and each command its own', async () => {
    const [main, redeem] = await Promise.all([runCli(['--help']), runCli(['redeem', '--help'])]);
    for (const code of [0, 64, 65, 66, 69, 70, 73, 75, 76, 77, 78]) expect(main.stdout).toMatch(new RegExp(`^  ${code} +\\S`, 'm'));
    for (const code of [64, 65, 66, 69, 75, 76, 77]) expect(redeem.stdout).toMatch(new RegExp(`^  ${code} +\\S`, 'm'));
    expect(redeem.stdout).not.toMatch(/^ {2}73 /m);
  });

  it('prints the version', async () => {
    const run = await runCli(['--version']);
    expect(run).toMatchObject({ code: 0, stdout: '0.1.0\n' });
  });
});

describe('marketplace usage errors (exit 64) and bad input (exit 65)', { timeout: 30_000 }, () => {
  it('exits 64 for an unknown command, option or choice, a missing or malformed argument', async () => {
    const cases: readonly [string[], RegExp][] = [
      [[], /^Usage: marketplace \[options\] \[command\]/],
      [['db'], /^Usage: marketplace db \[options\] \[command\]/],
      [['bogus'], /unknown command 'bogus'/],
      [['seed', '--bogus'], /unknown option '--bogus'/],
      [['redeem'], /missing required argument 'code'/],
      [['business', 'verify', 'abc'], /value 'abc' is invalid for argument 'id'/],
      [['business', 'verify', '0'], /at least 1/],
      [['seed', '--deals', '-5'], /argument '-5' is invalid|unknown option/],
      [['seed', '--deals', '1e3'], /argument '1e3' is invalid/],
      [['seed', '--purchases', '10'], /--purchases needs --deals/],
      [['waitlist', 'export', '--type', 'vip'], /Allowed choices are discounter, business/],
      [['waitlist', 'export', '--out', '-', '--json'], /--json needs a file/],
      [['admin', 'set-password', 'hunter22'], /too many arguments/],
    ];
    const runs = await Promise.all(cases.map(([args]) => runCli(args)));
    for (const [index, run] of runs.entries()) {
      const [args, message] = cases[index]!;
      expect(run.code, `marketplace ${args.join(' ')}`).toBe(64);
      expect(run.stderr).toMatch(message);
      expect(run.stdout).toBe('');
    }
  });

  it('exits 64 when set-password has no password to read, without touching the database', async () => {
    const run = await runCli(['admin', 'set-password'], { env: { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' } });
    expect(run.code).toBe(64);
    expect(run.stderr).toContain('--password-stdin');
  });

  it('exits 65 for a malformed code or --since, before opening the database', async () => {
    const env = { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' };
    const [code, since, sinceDay, json] = await Promise.all([
      runCli(['redeem', 'not a code!'], { env }),
      runCli(['waitlist', 'export', '--since', 'yesterday'], { env }),
      runCli(['waitlist', 'export', '--since', '2025-02-30'], { env }),
      runCli(['redeem', '???', '--json'], { env }),
    ]);
    expect(code).toMatchObject({ code: 65, stdout: '' });
    expect(code.stderr).toBe("marketplace: 'not a code!' is neither a text code (ABCDE-FGHJK or ABCD-EFGH) nor a QR token.\n");
    expect(since.code).toBe(65);
    expect(since.stderr).toContain("--since must be a date (2025-03-05) or an ISO date-time (2025-03-05T14:30:00Z), not 'yesterday'");
    expect(sinceDay.code).toBe(65);
    expect(json.code).toBe(65);
    expect(JSON.parse(json.stderr)).toEqual({ error: { code: 'input.invalid_code', message: "'???' is neither a text code (ABCDE-FGHJK or ABCD-EFGH) nor a QR token.", exitCode: 65 } });
  });
});

describe('marketplace configuration and database errors', { timeout: 30_000 }, () => {
  it('exits 78 naming a bad variable, as the server does', async () => {
    const [url, demo, seed] = await Promise.all([
      runCli(['db', 'status'], { env: { DATABASE_URL: 'mysql://db/x' } }),
      runCli(['business', 'list'], { env: { DEMO_MODE: 'maybe', ADMIN_PASSWORD: 'short' } }),
      runCli(['seed'], { env: { DEMO_MODE: 'false', DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' } }),
    ]);
    expect(url.code).toBe(78);
    expect(url.stderr).toBe('marketplace: Invalid configuration:\n  DATABASE_URL: must be a postgres:// URL\n');
    expect(demo.code).toBe(78);
    expect(demo.stderr).toContain('DEMO_MODE: must be true or false');
    expect(demo.stderr).toContain('ADMIN_PASSWORD: must be at least 8 characters');
    expect(seed.code).toBe(78);
    expect(seed.stderr).toContain('ADMIN_EMAIL and ADMIN_PASSWORD are required when DEMO_MODE=false');
  });

  it('exits 69 when the PostgreSQL server does not answer', async () => {
    const env = { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' };
    const [status, migrate, redeem] = await Promise.all([
      runCli(['db', 'status'], { env }),
      runCli(['db', 'migrate', '--json'], { env }),
      runCli(['redeem', 'K7QM-3XWP'], { env }),
    ]);
    for (const run of [status, redeem]) {
      expect(run.code).toBe(69);
      expect(run.stderr).toMatch(/^marketplace: Cannot use PostgreSQL: it does not answer/);
    }
    expect(migrate.code).toBe(69);
    expect(JSON.parse(migrate.stderr).error).toMatchObject({ code: 'database.unavailable', exitCode: 69 });
  });
});
