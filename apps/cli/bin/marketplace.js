#!/usr/bin/env node
// The `marketplace` command as npm links it. npm links a workspace's bins before the root's
// `prepare` script (`tsc -b`) builds dist/, and skips a bin whose file does not exist yet, so the
// bin is this committed file, which runs the built CLI.
try {
  await import('../dist/main.js');
} catch (error) {
  if (error?.code !== 'ERR_MODULE_NOT_FOUND' || !String(error.message).includes('dist/main.js')) throw error;
  console.error('marketplace: the CLI is not built yet: run `npm install` (or `npx tsc -b`) at the repository root.');
  process.exitCode = 70;
}
