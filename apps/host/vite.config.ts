import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// The API server (apps/api) listens on 3000 in development; the host proxies /api to it so the app
// and the API share one origin, exactly as in production where the API serves apps/host/dist.
const apiProxy = { '/api': { target: 'http://localhost:3000', changeOrigin: true } };

// Libraries that only some lazy routes need get chunks of their own, so the home page never
// downloads them; React and the router sit in a long-cached vendor chunk.
const chunkGroups = [
  {
    name: 'react',
    test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/,
    priority: 30,
  },
  { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 20 },
  { name: 'forms', test: /node_modules[\\/](react-hook-form|@hookform|zod)[\\/]/, priority: 20 },
  // clsx is also a dependency of recharts: without a group of its own, the charts group would take it
  // (groups include their modules' dependencies), and every page would load the charts chunk for it.
  { name: 'ui', test: /node_modules[\\/](clsx|tailwind-merge|class-variance-authority)[\\/]/, priority: 20 },
  {
    name: 'charts',
    test: /node_modules[\\/](recharts|victory-vendor|d3-[a-z-]+|internmap|decimal\.js-light|es-toolkit|@reduxjs|redux|immer|reselect|react-redux|use-sync-external-store|eventemitter3)[\\/]/,
    priority: 10,
  },
  { name: 'scanner', test: /node_modules[\\/]html5-qrcode[\\/]/, priority: 10 },
];

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: { port: 5173, strictPort: true, proxy: apiProxy },
  preview: { port: 4173, proxy: apiProxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: { output: { codeSplitting: { groups: chunkGroups } } },
  },
});
