// Writes .br and .gz next to every text asset of a build, so the server sends them pre-compressed
// (@fastify/static `preCompressed`) instead of compressing on every request or not at all.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const compressible = /\.(js|css|html|svg|json|txt|wasm)$/;

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (compressible.test(entry.name)) yield full;
  }
}

export async function compressBuild(dist) {
  for await (const file of files(dist)) {
    const source = await readFile(file);
    if (source.length < 1024) continue;
    await writeFile(`${file}.gz`, gzipSync(source, { level: 9 }));
    await writeFile(
      `${file}.br`,
      brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
  }
}
