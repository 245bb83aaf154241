import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath, URL } from 'node:url';

const srcDir = fileURLToPath(new URL('./src', import.meta.url));

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  // The dev server forwards the API to the Fastify server (DECISIONS D1).
  const apiTarget = env.DEV_API_TARGET || 'http://127.0.0.1:8080';
  return {
    plugins: [react()],
    resolve: { alias: { '@': srcDir } },
    server: {
      host: '127.0.0.1',
      port: 5173,
      proxy: {
        '/shangchain/bsnApi': { target: apiTarget, changeOrigin: true },
        '/uploads': { target: apiTarget, changeOrigin: true },
      },
    },
    build: {
      target: 'es2022',
      sourcemap: false,
      chunkSizeWarningLimit: 1500,
    },
  };
});
