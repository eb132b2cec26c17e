#!/usr/bin/env node
/**
 * `marketplace`, the operator CLI (README, section CLI): database migrations and status, seeding
 * (demo and bulk), the waitlist export, redeeming codes, businesses and the admin password.
 */
import { runCli } from './run-cli.js';

// A reader that stops early (`marketplace business list | head`) is not a failure: the rest of the
// output has nowhere to go, and the command still finishes and closes the database properly.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE' && error.code !== 'ERR_STREAM_DESTROYED') throw error;
});

process.exitCode = await runCli(process.argv.slice(2), {
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env,
  cwd: () => process.cwd(),
});
