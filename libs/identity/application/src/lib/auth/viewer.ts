/**
 * Who sends a request, as read from a verified access token. `null` in a context means an
 * anonymous visitor. Tournament roles are not in here: they depend on the tournament and are
 * looked up per request by the tournament context.
 */
export interface Viewer {
  readonly accountId: string;
  readonly email: string;
  readonly displayName: string;
  /** May create tournaments (platform role granted by `tools/accounts/create-organizer.ts`). */
  readonly organizer: boolean;
}
