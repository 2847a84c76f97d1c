/**
 * What the built host app (apps/host/dist) makes a browser download: the first paint of `/` (the entry script
 * of dist/index.html and its static imports, read from Vite's dist/.vite/manifest.json), each lazy route's own
 * chunks, the CSS, gzip-compressed at level 9; and which packages make up the first paint, from a second,
 * in-memory build with source maps.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Rolldown } from 'vite';

export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface FileSize {
  file: string;
  kb: number;
  gzipKB: number;
}

export const kb = (bytes: number) => Math.round((bytes / 1024) * 100) / 100;
export const gzipBytes = (content: Buffer | string) => gzipSync(content, { level: 9 }).length;
export const sumGzip = (files: FileSize[]) =>
  Math.round(files.reduce((sum, f) => sum + f.gzipKB, 0) * 100) / 100;

export async function fileSize(dist: string, file: string): Promise<FileSize> {
  const content = await readFile(path.join(dist, file));
  return { file, kb: kb(content.length), gzipKB: kb(gzipBytes(content)) };
}

/** The manifest keys of `keys` and everything they import statically (`imports`, never `dynamicImports`). */
export function staticClosure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    if (!manifest[key]) throw new Error(`manifest has no ${key}`);
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return seen;
}

/** The assets dist/index.html loads before anything runs: its module script, module preloads and stylesheets. */
export function indexAssets(html: string) {
  const attribute = (tag: RegExp) => [...html.matchAll(tag)].map((m) => m[1]!.replace(/^\//, ''));
  return {
    scripts: attribute(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
    modulePreloads: attribute(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
    stylesheets: attribute(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g),
  };
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** One source-map segment's base64 VLQ fields. */
function decodeSegment(segment: string): number[] {
  const fields: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return fields;
}

/** Characters of minified `code` per source index of its map (-1: not mapped to any source). */
export function charactersBySource(code: string, mappings: string): Map<number, number> {
  const totals = new Map<number, number>();
  const add = (source: number, count: number) => totals.set(source, (totals.get(source) ?? 0) + count);
  const lines = code.split('\n');
  const mapLines = mappings.split(';');
  let source = 0; // the source index is a delta across the whole map
  lines.forEach((line, index) => {
    let column = 0;
    const spans: Array<[column: number, source: number]> = [];
    for (const segment of (mapLines[index] ?? '').split(',')) {
      if (!segment) continue;
      const fields = decodeSegment(segment);
      column += fields[0]!;
      if (fields.length >= 4) source += fields[1]!;
      spans.push([column, fields.length >= 4 ? source : -1]);
    }
    add(-1, Math.min(spans[0]?.[0] ?? line.length, line.length) + 1); // before the first segment, and the newline
    spans.forEach(([start, owner], i) => {
      const end = Math.min(spans[i + 1]?.[0] ?? line.length, line.length);
      if (end > start) add(owner, end - start);
    });
  });
  return totals;
}

/** The package a source file belongs to: an npm package, a workspace (apps/host, packages/ui…), or the runtime. */
export function packageOf(file: string, repoRoot: string): string {
  const normalized = file.split(path.sep).join('/');
  const inModules = normalized.lastIndexOf('/node_modules/');
  if (inModules >= 0) {
    const [first, second] = normalized.slice(inModules + '/node_modules/'.length).split('/');
    return first!.startsWith('@') ? `${first}/${second}` : first!;
  }
  const relative = path.relative(repoRoot, file).split(path.sep).join('/');
  if (relative.startsWith('..')) return normalized.replace(/^.*\/(rolldown|vite)\//, '$1/');
  return relative.split('/').slice(0, 2).join('/');
}

export interface Composition {
  /** Per package, the gzip KB it adds to the first paint: each chunk's gzip size shared out by minified bytes. */
  packages: Array<{ package: string; gzipKB: number; chunks: string[] }>;
  /** The same per source module, largest first. */
  modules: Array<{ module: string; gzipKB: number; chunk: string }>;
}

/**
 * Builds the host again, in memory (dist is untouched) with source maps, and attributes the first-paint chunks'
 * bytes to the modules and packages they came from.
 */
export async function firstPaintComposition(hostRoot: string, repoRoot: string): Promise<Composition> {
  const nodeEnv = process.env.NODE_ENV;
  let result: Awaited<ReturnType<typeof build>>;
  try {
    process.env.NODE_ENV = 'production';
    result = await build({
      root: hostRoot,
      configFile: path.join(hostRoot, 'vite.config.ts'),
      mode: 'production',
      logLevel: 'silent',
      build: { write: false, sourcemap: true },
    });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunks = new Map<string, Rolldown.OutputChunk>();
  for (const output of outputs)
    for (const item of output.output) if (item.type === 'chunk') chunks.set(item.fileName, item);
  const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('the in-memory build has no entry chunk');
  const firstPaint = new Set<string>();
  const visit = (file: string) => {
    if (firstPaint.has(file)) return;
    firstPaint.add(file);
    chunks.get(file)?.imports.forEach(visit);
  };
  visit(entry.fileName);

  const packages = new Map<string, { bytes: number; chunks: Set<string> }>();
  const modules: Composition['modules'] = [];
  const dist = path.join(hostRoot, 'dist');
  for (const file of firstPaint) {
    const chunk = chunks.get(file)!;
    const code = chunk.code.replace(/\n\/\/# sourceMappingURL=.*\s*$/, '');
    const chunkGzip = gzipBytes(code);
    const byChunkFile = path.dirname(path.join(dist, file));
    const name = chunk.name;
    const add = (owner: string, module: string, characters: number) => {
      const gzip = (chunkGzip * characters) / code.length;
      const entryOf = packages.get(owner) ?? { bytes: 0, chunks: new Set<string>() };
      entryOf.bytes += gzip;
      entryOf.chunks.add(name);
      packages.set(owner, entryOf);
      modules.push({ module, gzipKB: kb(gzip), chunk: name });
    };
    // A chunk without a map (Rolldown's own runtime) counts as one module named after the chunk.
    if (!chunk.map) {
      add(`(${name})`, `(${name})`, code.length);
      continue;
    }
    for (const [index, characters] of charactersBySource(code, chunk.map.mappings)) {
      const source = chunk.map.sources[index];
      if (index < 0 || source === undefined) {
        add('(unmapped)', '(unmapped)', characters);
        continue;
      }
      const absolute = path.resolve(byChunkFile, source);
      const label = path.relative(repoRoot, absolute).replace(/^(\.\.\/)+/, '');
      add(packageOf(absolute, repoRoot), label.replace(/^.*node_modules\//, ''), characters);
    }
  }
  return {
    packages: [...packages]
      .map(([owner, { bytes, chunks: names }]) => ({ package: owner, gzipKB: kb(bytes), chunks: [...names] }))
      .sort((a, b) => b.gzipKB - a.gzipKB),
    modules: modules.sort((a, b) => b.gzipKB - a.gzipKB),
  };
}
