import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const backend = 'http://localhost:8080';

const src = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${src('./src')}/` },
    ],
  },
  server: {
    proxy: {
      // ws: the realtime channel (/api/common/realtime) is a WebSocket.
      '/api': { target: backend, changeOrigin: true, ws: true },
      '/sitemap.xml': { target: backend, changeOrigin: true },
    },
  },
  build: {
    // scripts/bundle-size.mjs reads the manifest to measure what a public route loads.
    manifest: true,
    target: 'es2022',
    sourcemap: false,
  },
  test: {
    environment: 'jsdom',
    globals: false,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    // Screens and popups load as lazy chunks; on a busy 2-core CI machine that takes seconds.
    testTimeout: 20_000,
  },
});
