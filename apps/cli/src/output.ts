import type { CliIo } from './cli-io.js';

/** Data for scripts: one JSON document on stdout, pretty-printed, newline-terminated. */
export function printJson(io: CliIo, value: unknown): void {
  io.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
}

/** Lines for people, on stdout. */
export function printLines(io: CliIo, lines: readonly string[]): void {
  io.stdout.write(`${lines.join('\n')}\n`);
}

/** Commentary that is not the command's data (progress, where a file went), on stderr. */
export function note(io: CliIo, line: string): void {
  io.stderr.write(`${line}\n`);
}

/** A plain text table: a header row, then one row per item, columns padded to their widest cell. */
export function formatTable(headers: readonly string[], rows: readonly (readonly string[])[]): string[] {
  const widths = headers.map((header, column) => Math.max(header.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(headers), ...rows.map(line)];
}

/** The "Examples:" block of a command's help. */
export function examplesHelp(examples: readonly [command: string, what: string][]): string {
  return ['Examples:', ...examples.flatMap(([command, what]) => [`  $ ${command}`, `      ${what}`])].join('\n');
}
