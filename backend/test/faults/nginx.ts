import { ChildProcess, spawn } from 'node:child_process';
import {
  accessSync,
  chmodSync,
  constants,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import { eventually, freePort, stopProcess } from '@bestellwerk/test-support';

/** The production example the test configuration is made from. */
export const NGINX_EXAMPLE = resolve(__dirname, '../../../infra/nginx/bestellwerk.conf');
/** Every answer names the API process that gave it (the test's only addition to the example). */
export const UPSTREAM_HEADER = 'x-bestellwerk-upstream';

/** Debian's nginx (`apt-get install nginx`), or NGINX_BIN. */
function nginxBinary(): string {
  const candidates = [
    process.env.NGINX_BIN,
    '/usr/sbin/nginx',
    ...(process.env.PATH ?? '').split(delimiter).map((dir) => join(dir, 'nginx')),
  ].filter((path): path is string => !!path);
  for (const path of candidates) {
    try {
      accessSync(path, constants.X_OK);
      return path;
    } catch {
      // next one
    }
  }
  throw new Error('nginx fehlt: apt-get install -y nginx (oder NGINX_BIN setzen).');
}

/** The block that starts at `start` (an index in `text`) up to its matching brace. */
function block(text: string, start: number): string {
  let depth = 0;
  for (let index = text.indexOf('{', start); index < text.length; index++) {
    if (text[index] === '{') depth += 1;
    if (text[index] === '}' && --depth === 0) return text.slice(start, index + 1);
  }
  throw new Error(`unbalanced braces in ${NGINX_EXAMPLE}`);
}

/**
 * The http {} content of the production example with what only a test changes: the
 * upstream lists the test's API processes, the HTTPS server listens on a loopback port in
 * plain HTTP (no certificates), the HTTP→HTTPS redirect server is left out. Everything
 * else (proxy headers, next-upstream rules, the unbuffered event stream, body limits) is the
 * example's own. The test client plays the CDN in front of nginx: its X-Forwarded-For names
 * the customer (set_real_ip_from), so every burst customer keeps an address of its own.
 */
export function nginxHttpConfig(example: string, port: number, upstreams: string[]): string {
  const map = block(example, example.indexOf('map $uri'));
  const upstream = block(example, example.indexOf('upstream bestellwerk_api'))
    .split('\n')
    .filter((line) => !/^\s*server\s/.test(line))
    .join('\n')
    .replace(
      '{',
      `{\n${upstreams.map((address) => `    server ${address} max_fails=3 fail_timeout=10s;`).join('\n')}`,
    );
  const servers = [...example.matchAll(/^server\s*\{/gm)].map((match) =>
    block(example, match.index),
  );
  const https = servers.find((server) => /listen\s+443/.test(server));
  if (!map || !upstream || !https) throw new Error(`${NGINX_EXAMPLE} has changed its shape`);
  const server = https
    .split('\n')
    .filter((line) => !/^\s*(listen|ssl_\w+)\s/.test(line))
    .join('\n')
    .replace(
      '{',
      `{\n    listen 127.0.0.1:${port};\n    add_header X-Bestellwerk-Upstream $upstream_addr always;`,
    );
  return [
    map,
    upstream,
    'set_real_ip_from 127.0.0.1;',
    'real_ip_header X-Forwarded-For;',
    server,
  ].join('\n\n');
}

/**
 * Debian's nginx with a configuration of its own in a temporary folder (prefix, pid, logs,
 * temp files), on a free loopback port, in the foreground: nothing of the package's
 * /etc/nginx, /var/log or /var/lib is used.
 */
export class Nginx {
  private child: ChildProcess | null = null;
  private output = '';

  private constructor(
    readonly port: number,
    private readonly dir: string,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  static async start(upstreams: string[]): Promise<Nginx> {
    const binary = nginxBinary();
    const dir = mkdtempSync(join(tmpdir(), 'bestellwerk-nginx-'));
    // Run as root, nginx's workers become "nobody": they must reach their temp folders.
    chmodSync(dir, 0o755);
    const nginx = new Nginx(await freePort(), dir);
    const temp = (name: string) => join(dir, name);
    writeFileSync(
      join(dir, 'nginx.conf'),
      [
        'worker_processes 1;',
        `pid ${temp('nginx.pid')};`,
        `error_log ${temp('error.log')} warn;`,
        'events { worker_connections 512; }',
        'http {',
        `    access_log ${temp('access.log')};`,
        `    client_body_temp_path ${temp('body')};`,
        `    proxy_temp_path ${temp('proxy')};`,
        `    fastcgi_temp_path ${temp('fastcgi')};`,
        `    uwsgi_temp_path ${temp('uwsgi')};`,
        `    scgi_temp_path ${temp('scgi')};`,
        nginxHttpConfig(readFileSync(NGINX_EXAMPLE, 'utf8'), nginx.port, upstreams),
        '}',
        '',
      ].join('\n'),
    );
    const args = ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', temp('error.log')];
    const child = spawn(binary, [...args, '-g', 'daemon off;'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    nginx.child = child;
    child.stdout!.on('data', (chunk: Buffer) => (nginx.output += chunk.toString('utf8')));
    child.stderr!.on('data', (chunk: Buffer) => (nginx.output += chunk.toString('utf8')));
    const ended = new AbortController();
    child.once('close', () => ended.abort(new Error(`nginx ended: ${nginx.log}`)));
    try {
      await eventually(
        async () => {
          await fetch(`${nginx.url}/api/health`, { signal: AbortSignal.timeout(2000) });
          return true;
        },
        { timeout: 30_000, signal: ended.signal },
      );
    } catch (error) {
      await nginx.stop();
      throw error;
    }
    return nginx;
  }

  /** Its output and error log, for a failing test's message. */
  get log(): string {
    let errors = '';
    try {
      errors = readFileSync(join(this.dir, 'error.log'), 'utf8');
    } catch {
      // not written yet
    }
    return `${this.output}${errors}`.slice(-4000);
  }

  async stop(): Promise<void> {
    // SIGTERM is nginx's fast shutdown: master and workers end, open connections are closed.
    if (this.child) await stopProcess(this.child);
    rmSync(this.dir, { recursive: true, force: true });
  }
}
