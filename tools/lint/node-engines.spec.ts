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

/** The oldest release of every line `engines.node` admits: `^20.19.0 || ^22.13.0 || >=24.11.0` gives 20.19.0, 22.13.0, 24.11.0. */
const oldestOfEachLine = new semver.Range(manifest.engines.node).set.map((comparators) => semver.minVersion(comparators.map((comparator) => comparator.value).join(' '))?.version ?? 'unparsable');

function nodeRange(pkg: LockedPackage): string | undefined {
  // Old manifests wrote engines as an array of strings; npm ignores those, and so do we.
  return Array.isArray(pkg.engines) ? undefined : (pkg.engines as { node?: string } | undefined)?.node;
}

function excludedOn(version: string): string[] {
  return Object.entries(lock.packages)
    .filter(([path]) => path !== '')
    .flatMap(([path, pkg]) => {
      const range = nodeRange(pkg);
      return range && !semver.satisfies(version, range) ? [`${path}@${pkg.version ?? '?'} needs node ${range}`] : [];
    });
}

describe('Node.js versions (issue 18 item 19)', () => {
  it('declares 20.19 as the oldest supported Node.js in package.json, and the 22 and 24 lines from the releases the dependencies need', () => {
    expect(oldestSupported).toBe('20.19.0');
    expect(oldestOfEachLine).toEqual(['20.19.0', '22.13.0', '24.11.0']);
  });

  it.each(['20.19.0', '22.13.0', '24.11.0'])('installs no package whose engines exclude Node.js %s (npm ci prints no EBADENGINE)', (version) => {
    expect(excludedOn(version)).toEqual([]);
  });

  it('admits no release of a supported line that a locked dependency excludes', () => {
    // Just below each line's oldest release, some dependency must refuse: otherwise engines is narrower than it need be.
    expect(semver.satisfies('22.12.0', manifest.engines.node)).toBe(false);
    expect(semver.satisfies('24.10.0', manifest.engines.node)).toBe(false);
    expect(excludedOn('22.12.0').length).toBeGreaterThan(0);
    expect(excludedOn('24.10.0').length).toBeGreaterThan(0);
  });

  it('names the same versions in the README as engines does', () => {
    expect(readme).toContain(`Node.js ${semver.major(oldestSupported)}.${semver.minor(oldestSupported)} or newer`);
    for (const version of oldestOfEachLine) expect(readme).toContain(`${semver.major(version)}.${semver.minor(version)}+`);
  });
});
