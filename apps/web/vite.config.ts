import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { chunkModulesReport } from './build/chunk-modules.ts'
import { pwaOptions } from './build/pwa.ts'
import { type PrecacheScope, precacheScope } from './build/precache-scope.ts'

// `npm run dev` talks to the API server; API_URL points elsewhere when it runs on another port.
const backend = process.env.API_URL ?? 'http://127.0.0.1:3000'
const scope: PrecacheScope = { backOfficeFiles: new Set() }

// `vite build --ssr src/entry-server.tsx` (the build's second step): the public pages' renderer for
// the server, one self-contained file in dist/ssr (the server does not serve that folder).
const ssrBuild = {
  plugins: [react(), tailwindcss()],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true as const, target: 'node' as const },
  build: { outDir: 'dist/ssr', emptyOutDir: true, target: 'node22', sourcemap: false, copyPublicDir: false, rolldownOptions: { output: { codeSplitting: false } } },
}

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? ssrBuild : {
  plugins: [react(), tailwindcss(), chunkModulesReport(), precacheScope(scope), VitePWA(pwaOptions(scope))],
  server: {
    proxy: {
      '/api': backend,
      '/trpc': backend,
      '/uploads': backend,
    },
  },
  build: {
    target: 'es2022',
    // every browser that runs this app supports <link rel=modulepreload>
    modulePreload: { polyfill: false },
    sourcemap: false,
    rolldownOptions: {
      // lets the inlining below drop unused exports of route chunks (nothing imports our entry)
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          // Shared modules of a few KB (icons, UI primitives, hooks) would each be a file: on a
          // phone's 6 connections at 150 ms they queue (/admin/courses waited on ~40 of them).
          // Copied into the chunks that use them instead; a registry keeps one module state.
          // CSS stays in files: Vite emits a style module's CSS from every chunk that lists it.
          experimentalInlineCommonChunks: { maxSize: 8 * 1024, exclude: /\.css(\?|$)/ },
          // One vendor file for what every page needs (fewer, better-compressed requests on 3G/4G).
          groups: [
            { name: 'vendor', test: /node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/](react-router|router-core|history|store|react-store)|use-sync-external-store|tiny-invariant|tiny-warning)[\\/]/ },
            // React Query and the tRPC client arrive together with the first data; kept whole, a
            // page that calls useMutation directly would otherwise split them into two files.
            { name: 'data', test: /node_modules[\\/](@tanstack[\\/](query-core|react-query)|@trpc)[\\/]/ },
          ],
        },
      },
    },
  },
}))
