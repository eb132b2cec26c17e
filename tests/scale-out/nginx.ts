import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Debian's nginx package puts the binary here (.ci/run installs it when missing). */
export const NGINX_BINARY = '/usr/sbin/nginx';
const DEPLOY = fileURLToPath(new URL('../../deploy/', import.meta.url));

/**
 * Why the real nginx cannot run here, or null when it can: the binary is installed (once, with
 * apt-get, when this runs as root and it is missing).
 */
export function nginxUnavailable(): string | null {
  if (existsSync(NGINX_BINARY)) return null;
  if (process.getuid?.() === 0) {
    spawnSync('sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx'], { stdio: 'ignore', timeout: 180_000 });
    if (existsSync(NGINX_BINARY)) return null;
  }
  return `nginx is not installed at ${NGINX_BINARY} and could not be installed (apt-get install nginx)`;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface RunningNginx {
  readonly url: string;
  readonly port: number;
  output(): string;
  stop(): Promise<void>;
}

/**
 * Runs the real nginx with `deploy/nginx.conf` as it is shipped, except what only a deployment
 * decides: the listening port (a free one), the upstream (the given app ports instead of Docker's
 * DNS), the trusted balancer (`trustedBalancer` instead of the private ranges) and where a process
 * that is not a system service keeps its pid and temporary files (a temporary prefix).
 */
export async function startNginx(options: { appPorts: readonly number[]; trustedBalancer: string }): Promise<RunningNginx> {
  const port = await freePort();
  const prefix = mkdtempSync(join(tmpdir(), 'marketplace-nginx-'));
  mkdirSync(join(prefix, 'conf.d'));
  const shipped = readFileSync(join(DEPLOY, 'nginx.conf'), 'utf8');
  if (!/listen 8080;/.test(shipped) || !/^http \{$/m.test(shipped)) throw new Error('deploy/nginx.conf no longer has `listen 8080;` and `http {`: update this test');
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${join(prefix, `${kind}-temp`)};`).join('\n');
  writeFileSync(join(prefix, 'nginx.conf'), shipped.replace('listen 8080;', `listen 127.0.0.1:${port};`).replace(/^http \{$/m, `http {\n${temp}`));
  writeFileSync(
    join(prefix, 'conf.d', 'marketplace-upstream.conf'),
    `upstream marketplace {\n${options.appPorts.map((appPort) => `  server 127.0.0.1:${appPort} max_fails=2 fail_timeout=10s;`).join('\n')}\n  keepalive 16;\n}\n`,
  );
  // The shipped real-ip.conf with the test's balancer in place of the private ranges.
  const realIp = readFileSync(join(DEPLOY, 'nginx', 'real-ip.conf'), 'utf8');
  writeFileSync(join(prefix, 'conf.d', 'marketplace-real-ip.conf'), `set_real_ip_from ${options.trustedBalancer};\n${realIp.replace(/^set_real_ip_from .*$/gm, '')}`);

  // As root (CI), the workers would drop to `nobody`, which cannot write the temporary prefix.
  const user = process.getuid?.() === 0 ? ' user root;' : '';
  const args = ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', 'stderr', '-g', `daemon off; pid ${join(prefix, 'nginx.pid')};${user}`];
  // The config logs to /dev/stdout and /dev/stderr, which cannot be opened on the socket pairs
  // Node uses for pipes: nginx writes to a file instead.
  const logFile = join(prefix, 'output.log');
  const log = openSync(logFile, 'a');
  const output = () => readFileSync(logFile, 'utf8');
  const check = spawnSync(NGINX_BINARY, ['-t', ...args], { stdio: ['ignore', log, log] });
  if (check.status !== 0) throw new Error(`nginx -t refused the configuration:\n${output()}`);

  const child: ChildProcess = spawn(NGINX_BINARY, args, { stdio: ['ignore', log, log] });
  closeSync(log);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited at start:\n${output()}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`nginx did not answer within 10 s:\n${output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    port,
    output,
    async stop() {
      // SIGQUIT: nginx's graceful shutdown.
      if (child.exitCode === null) child.kill('SIGQUIT');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
