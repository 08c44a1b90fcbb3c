/** Where to go after signing in: a path of this site only, never another host (`//evil`, `https:`). */
export function safeNext(next: string | null): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  return next;
}
