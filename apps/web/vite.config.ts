import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// `npm run dev` talks to the API server; API_URL points elsewhere when it runs on another port.
const backend = process.env.API_URL ?? 'http://127.0.0.1:3000'

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    proxy: {
      '/api': backend,
      '/trpc': backend,
      '/uploads': backend,
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
  },
})
