import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { scopeCss } from './src/build/scope-css';
import { EMBED_ROOT_CLASS } from './src/root-class';

const dirname = path.dirname(fileURLToPath(import.meta.url));

const SCRIPT_URL = '__bilheteriaScriptUrl';
/** A classic script is `document.currentScript` while it runs; a module has `import.meta.url`. */
const scriptUrlIntro = (chunk: { fileName: string }) =>
  chunk.fileName.includes('.iife.')
    ? `var ${SCRIPT_URL} = document.currentScript && document.currentScript.src;`
    : `var ${SCRIPT_URL} = import.meta.url;`;

/**
 * The embeddable widgets as a library: `dist/bilheteria-embed.js` (ES module), `dist/bilheteria-embed.iife.js`
 * (a classic script exposing `window.Bilheteria`) and `dist/bilheteria-embed.css`. React and everything else
 * are bundled in, so the embedding page needs nothing but these files. In the script build html5-qrcode is
 * inlined (a classic script cannot load chunks); the module build keeps it in a chunk loaded by the scanner.
 */
export default defineConfig({
  plugins: [react(), tailwindcss()],
  css: { postcss: { plugins: [scopeCss({ rootClass: EMBED_ROOT_CLASS })] } },
  // Library builds leave `process.env.NODE_ENV` to the consumer's bundler; the bundled React needs it now.
  // `import.meta.url` (where the scanner finds its decoder worker) does not exist in a classic script: the script
  // build reads its own address, once, as it loads (`intro` below); the module build keeps the real one.
  define: { 'process.env.NODE_ENV': JSON.stringify('production'), 'import.meta.url': SCRIPT_URL },
  // The scanner's QR decoder runs in a module worker (TicketScanner's decode-worker.ts), found beside the script
  // wherever a site serves it.
  worker: { format: 'es' },
  experimental: {
    renderBuiltUrl: (fileName, { hostType }) =>
      hostType === 'js' ? { runtime: `new URL(${JSON.stringify(fileName)}, ${SCRIPT_URL}).href` } : undefined,
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    lib: {
      entry: path.join(dirname, 'src/index.ts'),
      name: 'Bilheteria',
      formats: ['es', 'iife'],
      fileName: (format) => (format === 'es' ? 'bilheteria-embed.js' : `bilheteria-embed.${format}.js`),
      cssFileName: 'bilheteria-embed',
    },
    rolldownOptions: {
      // Vite leaves whitespace in a library's ES build for the consumer's bundler to minify; this one is
      // meant to be loaded by pages as it is (`<script type="module">`), so it is minified in full.
      output: {
        minify: true,
        // Chunks of the ES build sit beside the entry under names that say whose they are.
        chunkFileNames: 'bilheteria-embed-[name]-[hash].js',
        intro: scriptUrlIntro,
      },
    },
  },
});
