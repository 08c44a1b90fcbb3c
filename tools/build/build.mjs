#!/usr/bin/env node
/**
 * Builds what the images run: the api and the worker as plain JavaScript, and the web pages.
 *
 *   npm run build                   the server code into dist/server, then the web pages (apps/web/dist)
 *   npm run build -- --server       the server code only
 *   npm run build -- --out <dir>    the server code into <dir> (inside the workspace, so that its
 *                                   imports find node_modules) instead of dist/server
 *
 * The server code is every TypeScript file of apps/api/src, apps/worker/src and libs (tests
 * excepted), compiled file by file with SWC under the same settings as the loader that runs it in
 * development (`tools/run-ts.mjs`: tsconfig.runtime.json, decorator metadata, the language target),
 * with the `@arbiter/*` aliases rewritten to relative paths and a source map beside each file.
 * `node --enable-source-maps dist/server/apps/api/src/main.js` then starts without compiling
 * anything: a process started after a crash during an event spent about 2 s of CPU (of 3.6)
 * loading its code through the loader (issue 20), time its peers on the same machine needed.
 * Each entry point is then bundled with what it imports into `main.bundle.cjs` beside it
 * (`bundle.mjs`): it loads in about half the CPU time again. The images run its starter
 * `main.start.cjs`, which compiles the bundle with V8's code cache (`start-bundle.cjs`, ADR 0112).
 *
 * The output is written to a new directory and swapped in at the end, so a process starting from
 * the old build never reads a half-written one.
 */
import { transformFileSync } from '@swc/core';
import { readDefaultTsConfig, tsCompilerOptionsToSwcConfig } from '@swc-node/register/read-default-tsconfig';
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { bundleEntry } from './bundle.mjs';

const workspaceRoot = join(import.meta.dirname, '../..');
/** Where the server code goes by default. */
const serverOutDir = join(workspaceRoot, 'dist/server');
const sourceRoots = ['apps/api/src', 'apps/worker/src', 'libs'];
/** The entry points bundled for the images, relative to the output directory. */
const SERVER_ENTRIES = ['apps/api/src/main.js', 'apps/worker/src/main.js'];
/** Where an entry point's bundle goes: beside it (its `import.meta.dirname` paths stay right),
 * with its starter `main.start.cjs` (what the images run, see `start-bundle.cjs`). */
const bundleOf = (entry) => entry.replace(/\.js$/, '.bundle.cjs');

/** JSON a module imports (fixtures of the testing entry points), as opposed to a project's configuration. */
const isData = (name) => name.endsWith('.json') && !/^(package|project|tsconfig.*|\.eslintrc)\.json$/.test(name);

/** Files to compile: TypeScript sources, not tests, declarations or test-runner configuration. */
function sources(dir, found = [], data = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'dist') sources(path, found, data);
    } else if (isData(entry.name)) {
      data.push(path);
    } else if (
      entry.name.endsWith('.ts') &&
      !entry.name.endsWith('.d.ts') &&
      !/\.spec\.ts$/.test(entry.name) &&
      !/^vitest\.config\.ts$|^vite\.config\.ts$/.test(entry.name)
    ) {
      found.push(path);
    }
  }
  return found;
}

/** SWC options from the loader's own translation of tsconfig.runtime.json, plus path rewriting. */
function swcOptions(file, tsconfig) {
  const loader = tsCompilerOptionsToSwcConfig(tsconfig, file);
  return {
    filename: file,
    swcrc: false,
    sourceMaps: true,
    inlineSourcesContent: false,
    isModule: true,
    jsc: {
      target: loader.target,
      parser: { syntax: 'typescript', decorators: loader.experimentalDecorators, dynamicImport: true },
      transform: {
        legacyDecorator: loader.experimentalDecorators,
        decoratorMetadata: loader.emitDecoratorMetadata,
        useDefineForClassFields: loader.useDefineForClassFields,
      },
      keepClassNames: true,
      baseUrl: workspaceRoot,
      paths: loader.paths,
      experimental: { keepImportAttributes: true },
    },
    // `resolveFully`: an alias to a directory's index.ts becomes `.../index.js`, as Node needs.
    module: { type: 'es6', resolveFully: true },
  };
}

/** Writes the compiled files, their maps and the copied JSON into `staging`. */
function writeServer(staging, outDir, files, data, tsconfig) {
  for (const file of data) {
    const out = join(staging, relative(workspaceRoot, file));
    mkdirSync(dirname(out), { recursive: true });
    copyFileSync(file, out);
  }
  for (const file of files) {
    const { code, map } = transformFileSync(file, swcOptions(file, tsconfig));
    const out = join(staging, relative(workspaceRoot, file)).replace(/\.ts$/, '.js');
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, `${code}\n//# sourceMappingURL=${basename(out)}.map\n`);
    if (map) writeFileSync(`${out}.map`, map);
  }
  // The api serves the web pages from `../../../web/dist` beside its own code (mount-web.ts):
  // point that at the web build of the workspace (`WEB_DIST_DIR` overrides it).
  mkdirSync(join(staging, 'apps/web'), { recursive: true });
  symlinkSync(relative(join(outDir, 'apps/web'), join(workspaceRoot, 'apps/web/dist')), join(staging, 'apps/web/dist'));
}

async function buildServer(outDir) {
  const started = performance.now();
  const tsconfig = readDefaultTsConfig(join(workspaceRoot, 'tsconfig.runtime.json'));
  tsconfig.baseUrl = workspaceRoot;
  const staging = `${outDir}.staging-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  const files = [];
  const data = [];
  for (const root of sourceRoots) sources(join(workspaceRoot, root), files, data);
  let bundled;
  try {
    writeServer(staging, outDir, files, data, tsconfig);
    // Side by side: esbuild works on its own threads while the other bundle's plugins run here.
    bundled = await Promise.all(
      SERVER_ENTRIES.map(async (entry) => {
        const { files: bundledFiles, dependencies } = await bundleEntry(join(staging, entry), join(staging, bundleOf(entry)));
        return `${bundleOf(entry)} (${bundledFiles - dependencies} files of ours, ${dependencies} of node_modules)`;
      }),
    );
  } catch (error) {
    // A file that does not compile leaves the build before it as it was, and no staging behind.
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
  rmSync(outDir, { recursive: true, force: true });
  renameSync(staging, outDir);
  console.log(`server: ${files.length} files compiled (and ${data.length} JSON files copied) into ${relative(workspaceRoot, outDir)}, bundled ${bundled.join(' and ')}, in ${Math.round(performance.now() - started)} ms`);
}

function buildWeb() {
  const result = spawnSync('npx', ['nx', 'run', 'web:build', '--outputStyle=stream'], {
    cwd: workspaceRoot,
    stdio: 'inherit',
    env: { ...process.env, NX_DAEMON: process.env.NX_DAEMON ?? 'false', NX_NO_CLOUD: 'true' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const outIndex = process.argv.indexOf('--out');
const outDir = outIndex >= 0 ? resolve(process.argv[outIndex + 1] ?? '') : serverOutDir;
if (relative(workspaceRoot, outDir).startsWith('..')) {
  console.error(`--out ${outDir}: the output must be inside the workspace (${workspaceRoot}) to find node_modules`);
  process.exit(2);
}
await buildServer(outDir);
if (!process.argv.includes('--server') && outIndex < 0) {
  buildWeb();
  if (!existsSync(join(workspaceRoot, 'apps/web/dist/index.html'))) {
    console.error('the web build wrote no apps/web/dist/index.html');
    process.exit(1);
  }
}
