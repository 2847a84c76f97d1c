import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../apps/api/src/config';

/*
 * Import direction (issue #12 point 9), as eslint.config.js enforces it: client-core imports no interface, no
 * package imports an app, no workspace reaches another by relative path, and in apps/api a module reaches another
 * only through its index.ts. Each row lints one import as if written in that file; the last test lints the real
 * tree, so adding a forbidden import anywhere fails here as well as in `eslint .`.
 */

const eslint = new ESLint({
  cwd: repoRoot,
  ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-imports',
});

async function refused(file: string, specifier: string): Promise<boolean> {
  const [result] = await eslint.lintText(`import '${specifier}';\n`, { filePath: path.join(repoRoot, file) });
  return result!.messages.some((message) => message.ruleId === 'no-restricted-imports');
}

const FORBIDDEN = true;
const ALLOWED = false;

const cases: [file: string, specifier: string, forbidden: boolean][] = [
  // client-core: rules and flow, no interface, no app.
  ['packages/client-core/src/new.ts', '@bilheteria/ui', FORBIDDEN],
  ['packages/client-core/src/new.ts', '@bilheteria/ui/lib/format', FORBIDDEN],
  ['packages/client-core/src/new.ts', '@bilheteria/embed', FORBIDDEN],
  ['packages/client-core/src/new.ts', '@bilheteria/host/src/main', FORBIDDEN],
  ['packages/client-core/src/new.ts', '../../../apps/api/src/app', FORBIDDEN],
  ['packages/client-core/src/new.ts', '../../ui/src/lib/format', FORBIDDEN],
  ['packages/client-core/src/new.ts', '@bilheteria/rules', ALLOWED],
  ['packages/client-core/src/new.ts', '@bilheteria/api-client', ALLOWED],
  ['packages/client-core/src/new.ts', './draft', ALLOWED],
  // ui: presentational.
  ['packages/ui/src/screens/New/New.tsx', '@bilheteria/client-core/buyer', FORBIDDEN],
  ['packages/ui/src/screens/New/New.tsx', '@bilheteria/api-client', FORBIDDEN],
  ['packages/ui/src/screens/New/New.tsx', 'react-router', FORBIDDEN],
  ['packages/ui/src/screens/New/New.tsx', '@bilheteria/api', FORBIDDEN],
  ['packages/ui/src/screens/New/New.tsx', '@bilheteria/rules', ALLOWED],
  ['packages/ui/src/screens/New/New.tsx', '../../lib/format', ALLOWED],
  // embed: the widgets, on top of the packages, under no app.
  ['packages/embed/src/new.ts', '@bilheteria/host', FORBIDDEN],
  ['packages/embed/src/new.ts', '@bilheteria/ui', ALLOWED],
  ['packages/embed/src/new.ts', '@bilheteria/client-core/buyer', ALLOWED],
  // rules: nothing but itself and its validation library.
  ['packages/rules/src/new.ts', 'zod', FORBIDDEN],
  ['packages/rules/src/new.ts', '@bilheteria/api-client', FORBIDDEN],
  ['packages/rules/src/new.ts', '@brazilian-utils/brazilian-utils', ALLOWED],
  ['packages/rules/src/new.ts', './person', ALLOWED],
  // ...card-validator for card numbers, brands and CVV sizes (#27).
  ['packages/rules/src/new.ts', 'card-validator', ALLOWED],
  // ...and the door's audited crypto and encoding libraries (#17).
  ['packages/rules/src/door/new.ts', '@noble/curves/ed25519', ALLOWED],
  ['packages/rules/src/door/new.ts', '@noble/hashes/sha2', ALLOWED],
  ['packages/rules/src/door/new.ts', '@scure/base', ALLOWED],
  ['packages/rules/src/door/new.ts', '@noble/ciphers/aes', FORBIDDEN],
  // api-client: generated from the contract.
  ['packages/api-client/src/new.ts', '@bilheteria/rules', FORBIDDEN],
  ['packages/api-client/src/new.ts', '@bilheteria/api', FORBIDDEN],
  // The server imports no client code; the site does not import the server.
  ['apps/api/src/app.ts', '@bilheteria/client-core/buyer', FORBIDDEN],
  ['apps/api/src/app.ts', '@bilheteria/ui', FORBIDDEN],
  ['apps/api/src/app.ts', '@bilheteria/rules', ALLOWED],
  ['apps/host/src/new.tsx', '@bilheteria/api', FORBIDDEN],
  ['apps/host/src/new.tsx', '@bilheteria/ui', ALLOWED],
  // API modules: another module only through its index.ts, at any folder depth.
  ['apps/api/src/modules/payments/new.ts', '../orders/orders-repository', FORBIDDEN],
  ['apps/api/src/modules/payments/new.ts', '../orders/lifecycle', FORBIDDEN],
  ['apps/api/src/modules/payments/new.ts', '../orders', ALLOWED],
  ['apps/api/src/modules/payments/new.ts', '../orders/index', ALLOWED],
  ['apps/api/src/modules/payments/new.ts', './buyer', ALLOWED],
  ['apps/api/src/modules/payments/new.ts', '../operations', ALLOWED],
  ['apps/api/src/modules/payments/new.ts', '../../db/client', ALLOWED],
  ['apps/api/src/modules/payments/new.ts', '@bilheteria/ui', FORBIDDEN],
  ['apps/api/src/modules/orders/lifecycle/new.ts', '../../sales-ledger/ledger', FORBIDDEN],
  ['apps/api/src/modules/orders/lifecycle/new.ts', '../../events/lots', FORBIDDEN],
  ['apps/api/src/modules/orders/lifecycle/new.ts', '../../sales-ledger', ALLOWED],
  ['apps/api/src/modules/orders/lifecycle/new.ts', '../order-rules', ALLOWED],
  ['apps/api/src/modules/orders/lifecycle/new.ts', '../../../db/client', ALLOWED],
  // Tests arrange state across modules (a door token, fixtures): exempt.
  ['apps/api/src/modules/payments/new.test.ts', '../tickets/tokens', ALLOWED],
];

describe('import boundaries (eslint.config.js)', () => {
  it.each(cases)('%s: import "%s" refused = %s', async (file, specifier, forbidden) => {
    expect(await refused(file, specifier)).toBe(forbidden);
  });

  const modules = readdirSync(path.join(repoRoot, 'apps/api/src/modules'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

  it.each(modules)('API module %s reaches the others only through their index', async (module) => {
    const others = modules.filter((other) => other !== module);
    for (const other of others) {
      expect(await refused(`apps/api/src/modules/${module}/new.ts`, `../${other}/internal`), other).toBe(
        true,
      );
      expect(await refused(`apps/api/src/modules/${module}/new.ts`, `../${other}`), other).toBe(false);
    }
    expect(await refused(`apps/api/src/modules/${module}/new.ts`, `./internal`)).toBe(false);
  });

  it('the tree as committed crosses no boundary', { timeout: 240_000 }, async () => {
    const results = await eslint.lintFiles(['packages', 'apps']);
    const crossings = results.flatMap((result) =>
      result.messages
        .filter((message) => message.ruleId === 'no-restricted-imports')
        .map((message) => `${path.relative(repoRoot, result.filePath)}:${message.line} ${message.message}`),
    );
    expect(crossings).toEqual([]);
  });
});
