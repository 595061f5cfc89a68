/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, URL } from 'node:url';
import type { IncomingMessage } from 'node:http';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';

const gateway = process.env.VITE_PROXY_TARGET ?? 'http://127.0.0.1:8080';

/**
 * The API and the app share paths such as /products: a browser navigation
 * (Accept: text/html) gets the SPA, everything else goes to the gateway.
 */
function apiProxy(): ProxyOptions {
  return {
    target: gateway,
    changeOrigin: true,
    bypass(req: IncomingMessage) {
      const accept = req.headers.accept ?? '';
      if (accept.includes('text/html')) return '/index.html';
      return undefined;
    },
  };
}

/**
 * The API reference page of the gateway (`/api/docs`, gateway/src/api/docs.rs) loads Scalar's
 * standalone browser bundle from the shop itself: the build copies the pinned package's bundle
 * to dist/assets/api-reference/standalone.js (no CDN).
 */
function apiReferenceBundle(): Plugin {
  const require = createRequire(import.meta.url);
  return {
    name: 'api-reference-bundle',
    apply: 'build',
    generateBundle() {
      const entry = require.resolve('@scalar/api-reference');
      const bundle = new URL('./browser/standalone.js', `file://${entry}`);
      this.emitFile({
        type: 'asset',
        fileName: 'assets/api-reference/standalone.js',
        source: readFileSync(bundle),
      });
    },
  };
}

const apiPaths = ['/products', '/categories', '/api', '/admin', '/auth', '/users', '/health', '/media', '/openapi.json'];

export default defineConfig({
  plugins: [react(), apiReferenceBundle()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: Object.fromEntries(apiPaths.map((path) => [path, apiProxy()])),
  },
  preview: {
    host: '127.0.0.1',
    port: 4173,
    proxy: Object.fromEntries(apiPaths.map((path) => [path, apiProxy()])),
  },
  test: {
    globals: true,
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup-tests.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
    restoreMocks: true,
    // The form tests type whole products (4 s alone); the test command runs Vitest beside the
    // Rust build on 2 cores, where they passed Vitest's default 5 s.
    testTimeout: 20_000,
  },
});
