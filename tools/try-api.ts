import 'reflect-metadata';
import { loadConfig } from '@arbiter/platform-runtime';
import { startApi } from '../apps/api/src/bootstrap.js';
const api = await startApi(loadConfig({ ...process.env, DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test', DATABASE_SCHEMA: 'try_api', API_PORT: '0' }));
console.log('up', api.graphqlUrl);
const r = await fetch(api.graphqlUrl.replace('/graphql','/metrics')); console.log(r.status, (await r.text()).slice(0,200));
await api.close();
