import type { AccountEvent } from './account.events.js';

export type AccountState =
  | { readonly status: 'unregistered' }
  | {
      readonly status: 'registered';
      readonly accountId: string;
      readonly email: string;
      readonly displayName: string;
      readonly passwordHash: string;
      readonly organizer: boolean;
    };

export function initialAccountState(): AccountState {
  return { status: 'unregistered' };
}

export function evolveAccount(state: AccountState, event: AccountEvent): AccountState {
  switch (event.type) {
    case 'AccountRegistered':
      return {
        status: 'registered',
        accountId: event.data.accountId,
        email: event.data.email,
        displayName: event.data.displayName,
        passwordHash: event.data.passwordHash,
        organizer: false,
      };
    case 'OrganizerRoleGranted':
      return state.status === 'registered' ? { ...state, organizer: true } : state;
    default: {
      const unreachable: never = event;
      throw new Error(`unknown account event ${JSON.stringify(unreachable)}`);
    }
  }
}
