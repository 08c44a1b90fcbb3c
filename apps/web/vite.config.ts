/// <reference types="node" />
/**
 * The web pages: React Router in SPA mode, built into `dist/` and served by the api at `/`
 * (`apps/api/src/web`). No framework plugin: esbuild compiles JSX with the automatic runtime, so the
 * build needs no Babel; `graphqlDocuments` inlines each GraphQL document where it is used (ADR 0070),
 * and `precompress` writes the brotli and gzip copies the api serves. Routes are split into chunks, which keeps the organizer console off
 * the public event page's budget (style H.43); the manifest lets `bench:web` add up what the
 * public page loads.
 */
import { defineConfig } from 'vite';
import { graphqlDocuments } from './graphql-documents.vite-plugin.js';
import { precompress } from './precompress.vite-plugin.js';

export default defineConfig({
  root: import.meta.dirname,
  base: '/',
  esbuild: { jsx: 'automatic' },
  plugins: [graphqlDocuments(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    sourcemap: false,
    assetsInlineLimit: 0,
  },
  server: { proxy: { '/graphql': 'http://127.0.0.1:4000', '/public': 'http://127.0.0.1:4000' } },
});
