/** An expected failure, returned as a value: `code` is a namespaced literal such as 'pairing/unknown_entrant'. */
export interface PairingError {
  readonly code: PairingErrorCode;
  readonly message: string;
}

export type PairingErrorCode =
  | 'pairing/not_enough_entrants'
  | 'pairing/duplicate_entrant'
  | 'pairing/unknown_entrant'
  | 'pairing/invalid_round'
  | 'pairing/invalid_config'
  | 'pairing/invalid_result'
  | 'pairing/entrant_twice_in_round'
  | 'pairing/result_for_inactive_entrant'
  | 'pairing/pin_not_active'
  | 'pairing/pin_conflict'
  | 'pairing/invalid_pin'
  | 'pairing/team_member_conflict'
  | 'pairing/invalid_top_cut'
  | 'pairing/unknown_match'
  | 'pairing/invalid_winner';

export type Result<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: PairingError };

export function ok<T>(value: T): Result<T> {
  return { ok: true, value };
}

export function fail<T>(code: PairingErrorCode, message: string): Result<T> {
  return { ok: false, error: { code, message } };
}
