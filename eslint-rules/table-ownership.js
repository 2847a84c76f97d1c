import path from 'node:path';
import { columnOwners, tableOwners, unrestricted } from './table-owners.js';

/*
 * bilheteria/table-ownership (issue #26 point 1): a table of apps/api is used only inside its owner (and read only
 * by the readers table-owners.js names); a column that carries a lifecycle rule is written only by its owner. It
 * looks at what the code says, not at how it is spelled:
 *   - imports of db/schema, by the imported name (an alias changes nothing), re-exports, `import * as schema`;
 *   - Drizzle writes: `.insert(t)`, `.update(t)`, `.delete(t)` of an imported table, whatever `.set()` holds;
 *     `.update(ticketTypes).set(...)` naming an owned column, or a patch the rule cannot read (`.set(patch)`);
 *   - SQL text in every string and template (`sql` tagged or not, `sql.raw`, a pool's `query`): quoted and
 *     schema-qualified names, `${orders}` interpolated as the table it is.
 */

const byDrizzleName = new Map(Object.entries(tableOwners).map(([sqlName, entry]) => [entry.table, sqlName]));
const sqlNames = Object.keys(tableOwners);
const WRITE_METHODS = new Set(['insert', 'update', 'delete']);

/** A table named in SQL, `"public"."orders"` and `public.orders` included. */
const NAME = `(?:"?public"?\\s*\\.\\s*)?"?(${sqlNames.join('|')})"?(?![\\w$"])`;
const WRITE = new RegExp(
  `\\b(?:insert\\s+into|update(?:\\s+only)?|delete\\s+from(?:\\s+only)?|truncate(?:\\s+table)?(?:\\s+only)?|merge\\s+into)\\s+${NAME}`,
  'gi',
);
const READ = new RegExp(`\\b(?:from|join|using)\\s+(?:only\\s+)?(?:lateral\\s+)?${NAME}`, 'gi');

/** Where a file stands under apps/api/src ('modules/orders/lifecycle/pay.ts'), or null outside it. */
function placeOf(filename) {
  const normal = filename.split(path.sep).join('/');
  const at = normal.lastIndexOf('/apps/api/src/');
  if (at < 0) return null;
  return {
    src: normal.slice(0, at + '/apps/api/src'.length),
    place: normal.slice(at + '/apps/api/src/'.length),
  };
}

const within = (place, area) => place === area || place.startsWith(`${area}/`);

function isSchema(specifier, filename, src) {
  if (!specifier.startsWith('.')) return false;
  const resolved = path.posix.resolve(path.posix.dirname(filename.split(path.sep).join('/')), specifier);
  return resolved.replace(/\.(ts|js)$/, '') === `${src}/db/schema`;
}

const owners = (sqlName) => [tableOwners[sqlName].owner].flat();
const ownerText = (sqlName) => owners(sqlName).join(' e ');
/** The owners of a table's rule-bearing columns update its rows (those columns only: see `.set`). */
const columnWriters = (sqlName) =>
  columnOwners.filter(({ table }) => table === sqlName).map(({ owner }) => owner);

function mayRead(place, sqlName) {
  const { readers } = tableOwners[sqlName];
  return [...owners(sqlName), ...columnWriters(sqlName), ...readers].some((area) => within(place, area));
}

const mayWrite = (place, sqlName) =>
  [...owners(sqlName), ...columnWriters(sqlName)].some((area) => within(place, area));

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Uma tabela da API só é usada pelo módulo dono dela (docs/architecture.md).' },
    schema: [],
    messages: {
      read: 'A tabela {{table}} pertence a {{owner}}: leia-a pelas funções que o index.ts do dono exporta.',
      write: 'Só {{owner}} escreve na tabela {{table}}.',
      column: 'Só {{owner}} escreve a coluna {{table}}.{{column}}.',
      opaquePatch:
        'Em {{table}}, a coluna {{column}} é de {{owner}}: escreva as colunas num objeto literal para que se veja o que muda.',
      wholeSchema: 'Importe as tabelas pelo nome (o dono de cada uma é conferido): não o esquema inteiro.',
    },
  },
  create(context) {
    const at = placeOf(context.filename);
    if (!at || unrestricted.includes(at.place)) return {};
    const { src, place } = at;
    /** Local name → SQL name of the tables this file imported. */
    const imported = new Map();

    const checkSpecifiers = (node) => {
      if (!node.source || !isSchema(String(node.source.value), context.filename, src)) return;
      for (const specifier of node.specifiers) {
        if (specifier.type !== 'ImportSpecifier' && specifier.type !== 'ExportSpecifier') {
          context.report({ node: specifier, messageId: 'wholeSchema' });
          continue;
        }
        const name = specifier.type === 'ImportSpecifier' ? specifier.imported : specifier.local;
        const sqlName = byDrizzleName.get(name.type === 'Identifier' ? name.name : String(name.value));
        if (!sqlName) continue;
        if (specifier.type === 'ImportSpecifier') imported.set(specifier.local.name, sqlName);
        if (!mayRead(place, sqlName))
          context.report({
            node: specifier,
            messageId: 'read',
            data: { table: sqlName, owner: ownerText(sqlName) },
          });
      }
    };

    /** `patch`, or the object literal a helper of this file returns for it (`.set(typeColumns(draft))`). */
    const literalOf = (patch) => {
      if (patch?.type === 'ObjectExpression') return patch;
      if (patch?.type !== 'CallExpression' || patch.callee.type !== 'Identifier') return undefined;
      let scope = context.sourceCode.getScope(patch);
      let variable;
      while (scope && !variable) {
        variable = scope.set.get(patch.callee.name);
        scope = scope.upper;
      }
      const definition = variable?.defs[0]?.node;
      const fn = definition?.type === 'VariableDeclarator' ? definition.init : definition;
      if (fn?.type !== 'ArrowFunctionExpression' && fn?.type !== 'FunctionDeclaration') return undefined;
      if (fn.body.type === 'ObjectExpression') return fn.body;
      const returns =
        fn.body.type === 'BlockStatement' ? fn.body.body.filter((s) => s.type === 'ReturnStatement') : [];
      return returns.length === 1 && returns[0].argument?.type === 'ObjectExpression'
        ? returns[0].argument
        : undefined;
    };

    const tableOf = (node) => (node?.type === 'Identifier' ? imported.get(node.name) : undefined);

    const checkSql = (node, text) => {
      for (const match of text.matchAll(WRITE)) {
        const sqlName = match[1].toLowerCase();
        if (!mayWrite(place, sqlName))
          context.report({ node, messageId: 'write', data: { table: sqlName, owner: ownerText(sqlName) } });
      }
      for (const match of text.matchAll(READ)) {
        const sqlName = match[1].toLowerCase();
        if (!mayRead(place, sqlName))
          context.report({ node, messageId: 'read', data: { table: sqlName, owner: ownerText(sqlName) } });
      }
      for (const { table, column, owner } of columnOwners) {
        if (within(place, owner)) continue;
        const statements = text.split(';');
        const pattern = new RegExp(
          `\\bupdate\\s+(?:only\\s+)?(?:"?public"?\\s*\\.\\s*)?"?${table}"?(?![\\w$"])[\\s\\S]*?\\bset\\b[\\s\\S]*?"?\\b${column}\\b"?\\s*=(?!=)`,
          'i',
        );
        if (statements.some((statement) => pattern.test(statement)))
          context.report({ node, messageId: 'column', data: { table, column, owner } });
      }
    };

    return {
      ImportDeclaration: checkSpecifiers,
      ExportNamedDeclaration: checkSpecifiers,
      ExportAllDeclaration(node) {
        if (isSchema(String(node.source.value), context.filename, src))
          context.report({ node, messageId: 'wholeSchema' });
      },
      ImportExpression(node) {
        if (node.source.type === 'Literal' && isSchema(String(node.source.value), context.filename, src))
          context.report({ node, messageId: 'wholeSchema' });
      },
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return;
        const method = callee.property.name;
        if (WRITE_METHODS.has(method)) {
          const sqlName = tableOf(node.arguments[0]);
          if (sqlName && !mayWrite(place, sqlName))
            context.report({ node, messageId: 'write', data: { table: sqlName, owner: ownerText(sqlName) } });
        }
        // x.update(t).set(patch): the columns a rule owns.
        if (method === 'set' && callee.object.type === 'CallExpression') {
          const inner = callee.object.callee;
          if (inner.type !== 'MemberExpression' || inner.property.type !== 'Identifier') return;
          if (inner.property.name !== 'update') return;
          const sqlName = tableOf(callee.object.arguments[0]);
          const patch = literalOf(node.arguments[0]);
          for (const { table, column, key, owner } of columnOwners) {
            if (table !== sqlName || within(place, owner)) continue;
            if (patch?.type !== 'ObjectExpression' || patch.properties.some((p) => p.type !== 'Property')) {
              context.report({ node, messageId: 'opaquePatch', data: { table, column, owner } });
              continue;
            }
            const named = patch.properties.some(
              (p) =>
                (p.key.type === 'Identifier' && !p.computed && p.key.name === key) ||
                (p.key.type === 'Literal' && p.key.value === key),
            );
            if (named) context.report({ node, messageId: 'column', data: { table, column, owner } });
          }
        }
      },
      Literal(node) {
        if (typeof node.value === 'string') checkSql(node, node.value);
      },
      TemplateLiteral(node) {
        // `${orders}` reads as the table it is; any other interpolation as an opaque value.
        const text = node.quasis
          .map((quasi, index) => {
            const expression = node.expressions[index];
            if (!expression) return quasi.value.cooked ?? quasi.value.raw;
            const sqlName = tableOf(expression);
            return `${quasi.value.cooked ?? quasi.value.raw}${sqlName ? ` ${sqlName} ` : ' $x '}`;
          })
          .join('');
        checkSql(node, text);
      },
    };
  },
};
