'use strict';
/**
 * What the images run (`node dist/server/apps/<app>/src/main.start.cjs`): the build copies this
 * file beside each bundle as `main.start.cjs`, with the bundle's content hash filled in. It runs
 * `main.bundle.cjs` through V8's code cache and maps stack frames through the bundle's map.
 *
 * Why (ADR 0112): a process restarted in the middle of an event spends its first seconds of CPU
 * on the cores its peers are serving the event with, and compiling the 12 MB bundle (its top
 * level, then every function the first requests call) was the largest part of it. V8 can save
 * what it compiled and take it back on the next start. Node 20 offers that for neither ES modules
 * nor its CommonJS loader, so the bundle is a CommonJS function compiled here with `vm.Script`:
 * - The cache is written once the process is ready (`process.emit('arbiter:ready')` by the
 *   entry point, after the api's warm-up), so it holds the functions the requests run, and only
 *   when there was no usable cache. It goes to `CODE_CACHE_DIR` (default: the system's temporary
 *   directory; `off` turns it off), named by app, bundle hash, Node version and architecture:
 *   V8 checks its own version and flags, and the source's length, but not its content: a bundle
 *   changed by hand after the build would run a cache of the old one, so change the sources and
 *   build again (hashing 12 MB at every start would cost more than the cache saves of it).
 * - Writing it may fail (a read-only file system): the process runs on without it.
 * - Node's `--enable-source-maps` maps only the modules its own loaders compile, so the frames of
 *   the bundle are mapped here, through `node:module`'s SourceMap, and only the frames: the map
 *   is read on the first stack that has a frame in the bundle, never at start.
 */
const { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } = require('node:fs');
const Module = require('node:module');
const { tmpdir } = require('node:os');
const { basename, dirname, join, resolve } = require('node:path');
const vm = require('node:vm');

/** Filled in by the build (`bundle.mjs`): the sha-256 of the bundle, in hex. */
const BUNDLE_HASH = '__ARBITER_BUNDLE_HASH__';
const bundleFile = join(__dirname, 'main.bundle.cjs');
const mapFile = `${bundleFile}.map`;
/** `api` or `worker`: the name of the app directory (`apps/<app>/src`). */
const app = basename(dirname(__dirname));

function cacheDirectory() {
  const configured = process.env.CODE_CACHE_DIR;
  if (configured === 'off') return null;
  return configured && configured.length > 0 ? resolve(configured) : join(tmpdir(), 'arbiter-code-cache');
}

const cacheDir = cacheDirectory();
const cachePrefix = `${app}-`;
const cacheFile = cacheDir === null ? null : join(cacheDir, `${cachePrefix}${BUNDLE_HASH.slice(0, 16)}-${process.version}-${process.arch}.v8cache`);

function readCache() {
  if (cacheFile === null) return undefined;
  try {
    return readFileSync(cacheFile);
  } catch {
    return undefined;
  }
}

/** Writes the cache beside any other of this app's (replaced: one per app), atomically. */
function writeCache(script) {
  if (cacheFile === null || cacheDir === null) return;
  try {
    mkdirSync(cacheDir, { recursive: true });
    const temporary = `${cacheFile}.${process.pid}.tmp`;
    writeFileSync(temporary, script.createCachedData());
    renameSync(temporary, cacheFile);
    for (const name of readdirSync(cacheDir)) {
      if (name.startsWith(cachePrefix) && name.endsWith('.v8cache') && join(cacheDir, name) !== cacheFile) rmSync(join(cacheDir, name), { force: true });
    }
  } catch (error) {
    console.warn(`code cache not written to ${cacheDir}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * The bundle's source map, read on first use (null when it cannot be read). Its `mappings` are
 * split into lines first: the build keeps only the mappings into our sources, so a frame on a line
 * without any (dependency code: every frame of graphql-js's errors) needs no parsed map at all.
 */
let mapPayload;
let mapLines;
let sourceMap;
function mappedLine(line) {
  if (mapPayload === undefined) {
    try {
      mapPayload = JSON.parse(readFileSync(mapFile, 'utf8'));
      mapLines = String(mapPayload.mappings).split(';');
    } catch {
      mapPayload = null;
    }
  }
  return mapPayload !== null && (mapLines[line] ?? '') !== '';
}

function bundleMap() {
  if (sourceMap === undefined) {
    try {
      sourceMap = new Module.SourceMap(mapPayload);
    } catch {
      sourceMap = null;
    }
  }
  return sourceMap;
}

/** One frame as V8 writes it, with a position in the bundle replaced by its TypeScript source's. */
function frameText(site) {
  const text = site.toString();
  if (site.getFileName() !== bundleFile) return text;
  const line = site.getLineNumber();
  const column = site.getColumnNumber();
  if (line === null || column === null || !mappedLine(line - 1)) return text;
  const map = bundleMap();
  if (!map) return text;
  const entry = map.findEntry(line - 1, column - 1);
  // A dependency's code maps to nothing (the build keeps only our sources): it keeps the bundle's line.
  if (!entry || typeof entry.originalSource !== 'string') return text;
  const source = resolve(__dirname, entry.originalSource);
  return text.replace(`${bundleFile}:${line}:${column}`, `${source}:${entry.originalLine + 1}:${entry.originalColumn + 1}`);
}

function errorHeader(error) {
  try {
    return Error.prototype.toString.call(error);
  } catch {
    return '<error>';
  }
}

Error.prepareStackTrace = (error, sites) => {
  let stack = errorHeader(error);
  for (const site of sites) stack += `\n    at ${frameText(site)}`;
  return stack;
};

const source = readFileSync(bundleFile, 'utf8');
const cachedData = readCache();
const script = new vm.Script(Module.wrap(source), {
  filename: bundleFile,
  cachedData,
  // The bundle's dynamic imports (packages loaded on demand) go through Node's own loader.
  importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
});
if (cachedData === undefined || script.cachedDataRejected === true) {
  process.once('arbiter:ready', () => setImmediate(() => writeCache(script)));
}
const bundleModule = new Module(bundleFile, module);
bundleModule.filename = bundleFile;
script.runInThisContext()(bundleModule.exports, Module.createRequire(bundleFile), bundleModule, bundleFile, __dirname);
