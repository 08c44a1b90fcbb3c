export { errorCodeOf, type IntTestApp, startIntTestApp } from './int-test-app.js';
