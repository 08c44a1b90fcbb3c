// Integration tests run the context's Nest providers on the real store (type:infra test wiring).
// eslint-disable-next-line @nx/enforce-module-boundaries
export { errorCodeOf, type IntTestApp, startIntTestApp } from '@arbiter/platform-runtime/testing';
