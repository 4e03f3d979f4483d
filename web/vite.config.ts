import { relative } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import publicFeatures from './scripts/public-features.json';

const backend = 'http://localhost:8080';

const src = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Lets Rollup drop the react-router components the app does not use (<Link>, <NavLink>, <Form> and
 * what they pull in: route prefetching, form submission; ~2 KB gzip of every route). They are
 * `var X = React.forwardRef(...)` followed by `X.displayName = "X"`, which Rollup must keep: the call
 * is not marked pure and the write could hit a setter. forwardRef is pure and displayName only names
 * components in the React devtools, so the first gets its annotation and the second goes.
 */
function treeShakeReactRouter(): Plugin {
  return {
    name: 'randevu-tree-shake-react-router',
    apply: 'build',
    transform(code, id) {
      if (!/\/react-router\/dist\/[^/]+\/chunk-[^/]+\.mjs$/.test(id)) return null;
      return code
        .replace(/^(var \w+ = )(React\d*\.forwardRef\()/gm, '$1/* @__PURE__ */ $2')
        .replace(/^\w+\.displayName = "[^"]*";$/gm, '');
    },
  };
}

/**
 * Writes .vite/chunk-modules.json (chunk file → its source modules) for scripts/bundle-size.mjs. The
 * manifest names a chunk only by its entry module, and Rollup leaves that out when the chunk also
 * exports to its own lazy pieces (the places page and its filter panel), so the script could not
 * tell which route a chunk is.
 */
function chunkModules(): Plugin {
  const root = src('.');
  return {
    name: 'randevu-chunk-modules',
    apply: 'build',
    generateBundle(_, bundle) {
      const chunks: Record<string, string[]> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk') chunks[chunk.fileName] = Object.keys(chunk.modules).map((id) => relative(root, id));
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-modules.json', source: JSON.stringify(chunks) });
    },
  };
}

/**
 * The chunks of the screens the server renders (the features of scripts/public-features.json, whose
 * styles scripts/public-css.mjs inlines), found before Vite's import analysis asks
 * `build.modulePreload.resolveDependencies` about them.
 */
const publicScreenFiles = new Set<string>();
const PUBLIC_SCREEN = new RegExp(`^src/features/(${publicFeatures.join('|')})/index\\.tsx?$`);

function publicScreenChunks(): Plugin {
  const root = src('.');
  return {
    name: 'randevu-public-screen-chunks',
    apply: 'build',
    enforce: 'pre',
    generateBundle(_, bundle) {
      publicScreenFiles.clear();
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk' && chunk.isDynamicEntry && chunk.moduleIds.some((id) => PUBLIC_SCREEN.test(relative(root, id)))) {
          publicScreenFiles.add(chunk.fileName);
        }
      }
    },
  };
}

/**
 * The page renderer (`vite build --ssr`, src/app/ssr): one self-contained Node module,
 * dist-ssr/renderer.mjs, that the Rust server embeds and runs. Every package is bundled in, so it
 * needs no node_modules where it runs; CSS modules give the same class names as the browser build.
 */
const rendererBuild = {
  ssr: { noExternal: true as const },
  // React's production build (Vite replaces this only in browser builds).
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  alias: [
    { find: /^leaflet$/, replacement: src('./src/app/ssr/stubs/leaflet.ts') },
    { find: /^\.\/cabinetScreens$/, replacement: src('./src/app/ssr/stubs/cabinetScreens.ts') },
  ],
  build: {
    outDir: 'dist-ssr',
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    copyPublicDir: false,
    rollupOptions: {
      input: src('./src/app/ssr/server.ts'),
      output: { entryFileNames: 'renderer.mjs', inlineDynamicImports: true },
    },
  },
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild ? [react()] : [react(), treeShakeReactRouter(), chunkModules(), publicScreenChunks()],
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${src('./src')}/` },
      ...(isSsrBuild ? rendererBuild.alias : []),
    ],
  },
  server: {
    proxy: {
      // ws: the realtime channel (/api/common/realtime) is a WebSocket.
      '/api': { target: backend, changeOrigin: true, ws: true },
      '/sitemap.xml': { target: backend, changeOrigin: true },
    },
  },
  ssr: isSsrBuild ? rendererBuild.ssr : undefined,
  define: isSsrBuild ? rendererBuild.define : undefined,
  build: isSsrBuild ? rendererBuild.build : {
    // scripts/bundle-size.mjs reads the manifest to measure what a public route loads.
    manifest: true,
    target: 'es2022',
    sourcemap: false,
    // terser packs ~3% tighter than esbuild's minifier (entry 156.8 → 152.4 KB gzip); a second
    // compress pass adds a little more, further passes nothing measurable.
    minify: 'terser',
    terserOptions: { compress: { passes: 2 } },
    // A rendered public screen's chunks are not preloaded by Vite's loader: on a phone, inserting
    // home's ~40 `<link rel="modulepreload">` was one main-thread task of ~200 ms right after the
    // entry ran (Lighthouse's total blocking time). The browser fetches the screen's chunk and
    // then its imports (Rollup makes every chunk it needs a direct import): one round trip more,
    // after the page has painted. docs/performance.md ("Lighthouse", session 30).
    modulePreload: { resolveDependencies: (filename, deps) => (publicScreenFiles.has(filename) ? [] : deps) },
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
}));
