import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/**
 * Builds the web pages (`nx run web:build`: GraphQL codegen, then Vite) before the api starts,
 * so `npm ci && npm start` serves them with no extra command. Nx caches the build: after the
 * first start it is restored in a second or two unless apps/web or the schema changed. A
 * deployment that ships a prebuilt bundle (the Docker image) sets ARBITER_SKIP_WEB_BUILD.
 */
export async function ensureWebBuild(workspaceRoot: string, env: NodeJS.ProcessEnv): Promise<void> {
  if (env['ARBITER_SKIP_WEB_BUILD'] === 'true') return;
  console.log('Building the web pages (apps/web; cached after the first start)…');
  // The nx CLI as the package declares it (its `bin`), so a layout change of nx cannot break start.
  const packageJson = createRequire(join(workspaceRoot, 'package.json')).resolve('nx/package.json');
  const nxBin = join(packageJson, '..', (JSON.parse(readFileSync(packageJson, 'utf8')) as { bin: { nx: string } }).bin.nx);
  const child = spawn(process.execPath, [nxBin, 'run', 'web:build', '--outputStyle=stream'], {
    cwd: workspaceRoot,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' },
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error('Building the web pages failed (the output above says why); fix it or run `npx nx run web:build`.');
}
