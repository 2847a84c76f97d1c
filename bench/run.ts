/**
 * `npm run bench [-- name ...]`: runs the scenarios in bench/scenarios (all, or those named), prints their
 * figures and merges them into bench/results.json under the scenario's name, with the machine and date.
 * Benchmarks are measured here, never asserted in tests.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export interface Scenario {
  name: string;
  description: string;
  run: () => Promise<Record<string, unknown>>;
}

const here = path.dirname(fileURLToPath(import.meta.url));
const resultsFile = path.join(here, 'results.json');

async function main() {
  const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
  const files = (await readdir(path.join(here, 'scenarios'))).filter((f) => f.endsWith('.ts')).sort();
  const scenarios: Scenario[] = [];
  for (const file of files) {
    const mod = (await import(pathToFileURL(path.join(here, 'scenarios', file)).href)) as {
      default: Scenario;
    };
    if (wanted.length === 0 || wanted.includes(mod.default.name)) scenarios.push(mod.default);
  }
  if (scenarios.length === 0) throw new Error(`no scenario matches ${wanted.join(', ')}`);

  let results: Record<string, unknown> = {};
  try {
    results = JSON.parse(await readFile(resultsFile, 'utf8')) as Record<string, unknown>;
  } catch {
    results = {};
  }
  for (const scenario of scenarios) {
    console.log(`\n### ${scenario.name}: ${scenario.description}`);
    const started = Date.now();
    const figures = await scenario.run();
    const entry = {
      ...figures,
      measuredAt: new Date().toISOString(),
      seconds: Math.round((Date.now() - started) / 100) / 10,
      machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, node ${process.version}`,
    };
    console.log(JSON.stringify(entry, null, 2));
    // A `profile` block (a CPU profile read by hand, before and after a change) is not something a run measures:
    // it stays until a scenario writes its own.
    const previous = results[scenario.name] as { profile?: unknown } | undefined;
    results[scenario.name] =
      previous?.profile !== undefined && !('profile' in figures) ? { ...entry, profile: previous.profile } : entry;
    await writeFile(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
