/** What a run of the CLI talks to; `main.ts` passes the process's own, tests may pass others. */
export interface CliIo {
  stdin: NodeJS.ReadableStream & { isTTY?: boolean };
  stdout: NodeJS.WritableStream & { isTTY?: boolean };
  stderr: NodeJS.WritableStream & { isTTY?: boolean; columns?: number };
  env: NodeJS.ProcessEnv;
  cwd(): string;
}
