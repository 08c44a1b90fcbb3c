import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '@arbiter/platform-runtime';
import { describe, expect, it } from 'vitest';

const dockerDir = join(import.meta.dirname, '../../docker');
const read = (file: string) => readFileSync(join(dockerDir, file), 'utf8');

/** The environment the last (runtime) stage of a Dockerfile sets with ENV. */
function runtimeEnv(dockerfile: string): Record<string, string> {
  const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
  const env: Record<string, string> = {};
  for (const [, body] of runtime.matchAll(/^ENV\s+((?:.*\\\n)*.*)$/gm)) {
    for (const [, name, value] of (body ?? '').matchAll(/([A-Z_]+)=(\S+)/g)) if (name && value) env[name] = value;
  }
  return env;
}

describe('the Docker images and the access-token secret', () => {
  for (const image of ['api.Dockerfile', 'worker.Dockerfile']) {
    it(`${image} runs in production, so a missing or short JWT_SECRET stops the container at start-up`, () => {
      const env: Record<string, string> = { ...runtimeEnv(read(image)), DATABASE_URL: 'postgres://db/arbiter' };
      expect(env['NODE_ENV']).toBe('production');
      expect(() => loadConfig(env)).toThrow(/JWT_SECRET must be set in production/);
      expect(() => loadConfig({ ...env, JWT_SECRET: 'too-short' })).toThrow(/at least 32 characters/);
    });
  }

  for (const app of ['api', 'worker']) {
    it(`${app}.Dockerfile runs the starter of the bundle its build stage writes (npm run build -- --server, ADR 0103, 0105, 0112)`, () => {
      const dockerfile = read(`${app}.Dockerfile`);
      const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
      const build = dockerfile.slice(0, dockerfile.lastIndexOf('\nFROM '));
      expect(build).toMatch(/^COPY tools\/build \.\/tools\/build$/m);
      expect(build).toMatch(/^RUN node tools\/build\/build\.mjs --server$/m);
      expect(runtime).toMatch(/^COPY --from=build \/app\/dist\/server \.\/dist\/server$/m);
      const command = /^CMD (\[.*\])$/m.exec(runtime)?.[1];
      // The starter `tools/build/build.int.spec.ts` checks the build writes, and `simulate:regional`
      // runs. It maps stack frames itself: Node's --enable-source-maps does not reach the bundle.
      expect(JSON.parse(command ?? '[]')).toEqual(['node', `dist/server/apps/${app}/src/main.start.cjs`]);
    });
  }

  it('compose gives the worker a lower CPU weight than the api, as WORKER_NICE does on one host (ADR 0109)', () => {
    const worker = /^ {2}worker:\n([\s\S]*?)(?=^ {2}\S|^\S)/m.exec(read('compose.yml'))?.[1] ?? '';
    const shares = Number(/^ {4}cpu_shares: (\d+)$/m.exec(worker)?.[1]);
    expect(shares).toBeGreaterThan(0);
    expect(shares).toBeLessThan(1024); // Docker's default weight, which the api keeps
  });

  it('compose refuses to start without JWT_SECRET', () => {
    expect(read('compose.yml')).toMatch(/JWT_SECRET: \$\{JWT_SECRET:\?/);
  });
});
