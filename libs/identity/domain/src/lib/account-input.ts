import { hasVisibleCharacter } from '@arbiter/errors';
import { type Refusal } from './decision.js';

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 200;
export const DISPLAY_NAME_MAX_LENGTH = 60;

// Deliberately simple: one @, something on both sides, a dot in the domain, no spaces. Whether an
// address really exists is not ours to decide.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Lower-cased and trimmed: the form addresses are stored, claimed and looked up in. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function checkEmail(email: string): Refusal | null {
  if (email.length > 254 || !EMAIL_PATTERN.test(email)) {
    return { code: 'ACCOUNT.INVALID_EMAIL', message: 'the e-mail address is not valid' };
  }
  return null;
}

export function checkPassword(password: string): Refusal | null {
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) {
    return {
      code: 'ACCOUNT.WEAK_PASSWORD',
      message: `a password has ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters`,
      details: { minLength: PASSWORD_MIN_LENGTH },
    };
  }
  return null;
}

export function checkDisplayName(displayName: string): Refusal | null {
  const trimmed = displayName.trim();
  if (trimmed.length === 0 || trimmed.length > DISPLAY_NAME_MAX_LENGTH) {
    return {
      code: 'ACCOUNT.INVALID_DISPLAY_NAME',
      message: `a display name has 1 to ${DISPLAY_NAME_MAX_LENGTH} characters`,
    };
  }
  if (!hasVisibleCharacter(trimmed)) return { code: 'ACCOUNT.INVALID_DISPLAY_NAME', message: 'a display name needs a visible character' };
  return null;
}
