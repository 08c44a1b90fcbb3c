export type { IdentityContext } from './lib/identity-context.js';
export { IdentityGraphql } from './lib/identity.graphql.js';
export { requireViewer } from './lib/require-viewer.js';
