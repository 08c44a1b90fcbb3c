import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { dataFolder, embeddedDatabaseFolder } from './data-folder.js';
import { FIRST_ORGANIZER_FILE, organizerCredentials } from './first-organizer.js';
import { ensureJwtSecret, JWT_SECRET_FILE } from './jwt-secret.js';

/** What `npm start` writes into its data folder: real files in a temporary directory. */
const folders: string[] = [];
function freshFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'arbiter-start-'));
  folders.push(folder);
  return folder;
}
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

const modeOf = (file: string) => statSync(file).mode & 0o777;

describe('the access-token secret of npm start', () => {
  it('is generated once when JWT_SECRET is unset: 32+ bytes, mode 0600, the same on the next start', () => {
    const folder = freshFolder();
    const first = ensureJwtSecret(folder, {});
    expect(first.source).toBe('created');
    expect(Buffer.from(first.secret, 'base64url').length).toBeGreaterThanOrEqual(32);
    expect(modeOf(join(folder, JWT_SECRET_FILE))).toBe(0o600);
    expect(ensureJwtSecret(folder, {})).toEqual({ secret: first.secret, source: 'reused' });
  });

  it('differs between installations', () => {
    expect(ensureJwtSecret(freshFolder(), {}).secret).not.toBe(ensureJwtSecret(freshFolder(), {}).secret);
  });

  it('is the environment one when JWT_SECRET is set, and nothing is written', () => {
    const folder = freshFolder();
    expect(ensureJwtSecret(folder, { JWT_SECRET: 'e'.repeat(40) })).toEqual({ secret: 'e'.repeat(40), source: 'environment' });
    expect(() => statSync(join(folder, JWT_SECRET_FILE))).toThrow();
  });

  it('is never generated in production: start-up stops and says to set JWT_SECRET', () => {
    const folder = freshFolder();
    expect(() => ensureJwtSecret(folder, { NODE_ENV: 'production' })).toThrow(/JWT_SECRET is not set/);
    expect(() => statSync(join(folder, JWT_SECRET_FILE))).toThrow();
  });

  it('refuses a stored secret that is too short and tightens a stored one left readable to others', () => {
    const folder = freshFolder();
    writeFileSync(join(folder, JWT_SECRET_FILE), 'short\n');
    expect(() => ensureJwtSecret(folder, {})).toThrow(/shorter than 32/);
    writeFileSync(join(folder, JWT_SECRET_FILE), `${'s'.repeat(40)}\n`, { mode: 0o644 });
    expect(ensureJwtSecret(folder, {}).secret).toBe('s'.repeat(40));
    expect(modeOf(join(folder, JWT_SECRET_FILE))).toBe(0o600);
  });
});

describe('the data folder of npm start', () => {
  it('is ARBITER_DATA_DIR when set, data/ of the checkout otherwise', () => {
    expect(dataFolder('/repo', { ARBITER_DATA_DIR: '/srv/arbiter' })).toBe('/srv/arbiter');
    expect(dataFolder('/repo', {})).toBe('/repo/data');
    expect(embeddedDatabaseFolder('/repo', {})).toBe('/repo/data/pglite');
    expect(embeddedDatabaseFolder('/repo', { ARBITER_DATA_DIR: '/srv/arbiter' })).toBe('/srv/arbiter');
  });

  it('holds first-organizer.json (mode 0600) in ARBITER_DATA_DIR when that is set', () => {
    const workspace = freshFolder();
    const dataDir = freshFolder();
    const credentials = organizerCredentials(dataFolder(workspace, { ARBITER_DATA_DIR: dataDir }), { ARBITER_DATA_DIR: dataDir });
    const file = join(dataDir, FIRST_ORGANIZER_FILE);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(credentials);
    expect(modeOf(file)).toBe(0o600);
    expect(() => statSync(join(workspace, 'data', FIRST_ORGANIZER_FILE))).toThrow();
    expect(organizerCredentials(dataDir, {})).toEqual(credentials);
  });
});
