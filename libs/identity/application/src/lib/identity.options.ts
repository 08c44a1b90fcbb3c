/** Injection token of the identity settings (the app builds them from its configuration). */
export const IDENTITY_OPTIONS = Symbol('IDENTITY_OPTIONS');

export interface IdentityOptions {
  /** HS256 secret that signs access tokens (at least 32 characters). */
  readonly jwtSecret: string;
  readonly jwtTtlSeconds: number;
}
