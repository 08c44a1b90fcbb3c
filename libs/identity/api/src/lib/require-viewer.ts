import type { Viewer } from '@arbiter/identity-application';
import { AppError } from '@arbiter/errors';

/** The signed-in viewer, or `AUTH.UNAUTHENTICATED` for an anonymous request. */
export function requireViewer(viewer: Viewer | null): Viewer {
  if (!viewer) throw new AppError('AUTH.UNAUTHENTICATED', 'log in first (send "Authorization: Bearer <token>")');
  return viewer;
}
