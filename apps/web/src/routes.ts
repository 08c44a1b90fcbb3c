/**
 * URL → route module, nothing else (style H.34). Each module is its own chunk, loaded when its
 * URL is visited: the public event page never downloads the organizer console.
 */
import type { RouteObject } from 'react-router';

export const routes: RouteObject[] = [
  { index: true, lazy: () => import('./features/public-event/routes/_index.js') },
  { path: 'login', lazy: () => import('./features/player/routes/login.js') },
  { path: 'signup', lazy: () => import('./features/player/routes/signup.js') },
  { path: 'events/:eventId', lazy: () => import('./features/public-event/routes/events.$eventId.js') },
  { path: 'events/:eventId/projector', lazy: () => import('./features/public-event/routes/events.$eventId.projector.js') },
  { path: 'events/:eventId/print/pairings', lazy: () => import('./features/public-event/routes/events.$eventId.print.pairings.js') },
  { path: 'events/:eventId/print/standings', lazy: () => import('./features/public-event/routes/events.$eventId.print.standings.js') },
  { path: 'events/:eventId/print/slips', lazy: () => import('./features/organizer/routes/events.$eventId.print.slips.js') },
  { path: 'events/:eventId/play', lazy: () => import('./features/player/routes/events.$eventId.play.js') },
  { path: 'organize', lazy: () => import('./features/organizer/routes/organize.js') },
  { path: 'organize/new', lazy: () => import('./features/organizer/routes/organize.new.js') },
  { path: 'organize/:eventId', lazy: () => import('./features/organizer/routes/organize.$eventId.js') },
  { path: 'judge/:eventId', lazy: () => import('./features/judge/routes/judge.$eventId.js') },
  { path: '*', lazy: () => import('./ui/not-found.js') },
];
