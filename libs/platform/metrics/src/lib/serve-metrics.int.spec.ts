import Fastify from 'fastify';
import { Counter, Registry } from 'prom-client';
import { afterEach, describe, expect, it } from 'vitest';
import { serveMetrics, startMetricsServer, type MetricsServer } from './serve-metrics.js';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

function registryWithCounter(): Registry {
  const registry = new Registry();
  new Counter({ name: 'demo_total', help: 'Demo.', registers: [registry] }).inc(3);
  return registry;
}

async function server(source: () => Promise<string>): Promise<MetricsServer> {
  const metrics = await startMetricsServer('127.0.0.1', 0, source);
  closers.push(() => metrics.close());
  return metrics;
}

describe('/metrics on a bare node:http server', () => {
  it('answers in the Prometheus text format, and 404 elsewhere', async () => {
    const registry = registryWithCounter();
    const { port } = await server(() => registry.metrics());
    const response = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain; version=0.0.4');
    expect(await response.text()).toContain('demo_total 3');
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
  });

  it('answers 503 without details when a collector fails', async () => {
    const { port } = await server(() => Promise.reject(new Error('password=hunter2')));
    const response = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(response.status).toBe(503);
    expect(await response.text()).not.toContain('hunter2');
  });
});

describe('/metrics on a Fastify instance', () => {
  it('is one more route beside the application’s own', async () => {
    const fastify = Fastify();
    closers.push(() => fastify.close());
    fastify.get('/graphql', () => ({ ok: true }));
    const registry = registryWithCounter();
    serveMetrics(fastify, () => registry.metrics());
    const address = await fastify.listen({ port: 0, host: '127.0.0.1' });
    const response = await fetch(`${address}/metrics`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('demo_total 3');
    expect((await fetch(`${address}/graphql`)).status).toBe(200);
  });
});
