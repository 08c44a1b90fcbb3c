import { describe, expect, it } from 'vitest';
import type { AccountEvent } from './account.events.js';
import { checkPassword } from './account-input.js';
import { evolveAccount, initialAccountState, type AccountState } from './account.state.js';
import { decideGrantOrganizer, decideRegistration, type RegisterAccount } from './decide-account.js';

const now = '2026-03-01T10:00:00.000Z';
const given = (events: readonly AccountEvent[]): AccountState => events.reduce(evolveAccount, initialAccountState());
const register = (overrides: Partial<RegisterAccount> = {}): RegisterAccount => ({
  type: 'RegisterAccount',
  accountId: 'a1',
  email: '  Ada@Example.ORG ',
  displayName: ' Ada ',
  passwordHash: '$argon2id$hash',
  now,
  ...overrides,
});
const registered: AccountEvent = {
  type: 'AccountRegistered',
  data: { accountId: 'a1', email: 'ada@example.org', displayName: 'Ada', passwordHash: 'h', at: now },
};

describe('an unregistered account', () => {
  it('registers with a normalized address and claims it', () => {
    const decision = decideRegistration(register(), given([]));
    expect(decision).toEqual({
      ok: true,
      account: {
        type: 'AccountRegistered',
        data: { accountId: 'a1', email: 'ada@example.org', displayName: 'Ada', passwordHash: '$argon2id$hash', at: now },
      },
      claim: { type: 'EmailClaimed', data: { email: 'ada@example.org', accountId: 'a1', at: now } },
    });
  });

  it('refuses an address without a domain', () => {
    const decision = decideRegistration(register({ email: 'ada@' }), given([]));
    expect(decision).toMatchObject({ ok: false, error: { code: 'ACCOUNT.INVALID_EMAIL' } });
  });

  it('refuses an empty display name', () => {
    const decision = decideRegistration(register({ displayName: '   ' }), given([]));
    expect(decision).toMatchObject({ ok: false, error: { code: 'ACCOUNT.INVALID_DISPLAY_NAME' } });
  });

  it('refuses a display name of zero-width characters only', () => {
    const decision = decideRegistration(register({ displayName: '\u200b\u200c\u2060' }), given([]));
    expect(decision).toMatchObject({ ok: false, error: { code: 'ACCOUNT.INVALID_DISPLAY_NAME', message: 'a display name needs a visible character' } });
  });

  it('cannot be granted the organizer role', () => {
    expect(decideGrantOrganizer({ type: 'GrantOrganizerRole', accountId: 'a1', now }, given([]))).toMatchObject({
      ok: false,
      error: { code: 'ACCOUNT.NOT_FOUND' },
    });
  });
});

describe('a registered account', () => {
  it('is not registered twice', () => {
    expect(decideRegistration(register(), given([registered]))).toMatchObject({
      ok: false,
      error: { code: 'ACCOUNT.ALREADY_REGISTERED' },
    });
  });

  it('becomes an organizer once, and a second grant changes nothing', () => {
    const grant = { type: 'GrantOrganizerRole', accountId: 'a1', now } as const;
    const first = decideGrantOrganizer(grant, given([registered]));
    expect(first).toEqual({ ok: true, events: [{ type: 'OrganizerRoleGranted', data: { accountId: 'a1', at: now } }] });
    const granted = given([registered, { type: 'OrganizerRoleGranted', data: { accountId: 'a1', at: now } }]);
    expect(granted).toMatchObject({ organizer: true });
    expect(decideGrantOrganizer(grant, granted)).toEqual({ ok: true, events: [] });
  });
});

describe('password policy', () => {
  it('asks for at least ten characters', () => {
    expect(checkPassword('short')).toMatchObject({ code: 'ACCOUNT.WEAK_PASSWORD' });
    expect(checkPassword('long enough pass')).toBeNull();
  });
});
