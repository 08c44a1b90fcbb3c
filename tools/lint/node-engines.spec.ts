import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const workspaceRoot = join(import.meta.dirname, '../..');

interface LockedPackage {
  readonly version?: string;
  readonly engines?: { readonly node?: string } | readonly string[];
}

const manifest = JSON.parse(readFileSync(join(workspaceRoot, 'package.json'), 'utf8')) as { engines: { node: string } };
const lock = JSON.parse(readFileSync(join(workspaceRoot, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, LockedPackage>;
};
const readme = readFileSync(join(workspaceRoot, 'README.md'), 'utf8');

/** The oldest Node.js release the workspace promises to run on (`engines.node` of package.json). */
const oldestSupported = semver.minVersion(manifest.engines.node)?.version ?? 'unparsable';

function nodeRange(pkg: LockedPackage): string | undefined {
  // Old manifests wrote engines as an array of strings; npm ignores those, and so do we.
  return Array.isArray(pkg.engines) ? undefined : (pkg.engines as { node?: string } | undefined)?.node;
}

describe('Node.js versions', () => {
  it('declares 20.19 as the oldest supported Node.js in package.json', () => {
    expect(oldestSupported).toBe('20.19.0');
  });

  it('installs no package whose engines exclude the oldest supported Node.js (npm ci prints no EBADENGINE)', () => {
    const excluding = Object.entries(lock.packages)
      .filter(([path]) => path !== '')
      .flatMap(([path, pkg]) => {
        const range = nodeRange(pkg);
        return range && !semver.satisfies(oldestSupported, range) ? [`${path}@${pkg.version ?? '?'} needs node ${range}`] : [];
      });
    expect(excluding).toEqual([]);
  });

  it('names the same oldest version in the README as engines does', () => {
    expect(readme).toContain(`Node.js ${semver.major(oldestSupported)}.${semver.minor(oldestSupported)} or newer`);
  });
});
