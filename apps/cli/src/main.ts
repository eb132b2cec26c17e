#!/usr/bin/env node
/**
 * The operator CLI `marketplace`. Its commands (db, seed, waitlist export, redeem, business,
 * admin) arrive with the CLI issue; until then it says so instead of pretending.
 */
const usage = `Usage: marketplace <command>

The operator commands (db migrate|status, seed, waitlist export, redeem, business list|verify,
admin set-password) are not built yet; they arrive with the CLI issue.`;

const [command] = process.argv.slice(2);
if (command === undefined || command === '--help' || command === '-h') {
  console.log(usage);
} else {
  console.error(`marketplace: unknown command '${command}'\n\n${usage}`);
  process.exitCode = 64;
}
