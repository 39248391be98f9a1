import fs from 'node:fs';
import path from 'node:path';

/**
 * Modules that open or speak to a database, and the one that starts a whole server (on a database
 * of the test's choosing); a file importing one may reach a database.
 */
const DATABASE_MODULES =
  /^(pg|better-sqlite3|kysely)$|^#server\/(db|repositories)\/|^#server\/testing\/server-process\.ts$/;

/** `import … from '…'`, `import '…'` and `import('…')`, but not `import type`: types reach nothing. */
const IMPORTS =
  /^import\s+(?!type\s)(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]/gm;

/** A test that names the database settings picks its database itself. */
const NAMES_A_DATABASE = /TEST_DB|DATABASE_URL/;

function importsOf(file: string): string[] {
  const source = fs.readFileSync(file, 'utf8');
  if (NAMES_A_DATABASE.test(source)) return ['pg'];
  return [...source.matchAll(IMPORTS)].map((match) => match[1] ?? match[2] ?? '');
}

/** The file an import names, for the repository's own modules; null for packages. */
function resolveImport(from: string, specifier: string, root: string): string | null {
  if (specifier.startsWith('#server/')) return path.join(root, 'src/server', specifier.slice(8));
  if (specifier.startsWith('#shared/')) return null; // the shared domain does no I/O
  if (specifier.startsWith('.')) return path.resolve(path.dirname(from), specifier);
  return null;
}

/**
 * The server's test files that cannot reach a database: neither they nor anything of ours they
 * import (followed to the end) imports a database module. The PostgreSQL pass leaves them out:
 * there they would only run the statement readers, image and PDF code a second time, a minute of
 * the run. A file this misjudges runs on PostgreSQL too, never the other way round, since every
 * way to a database passes through one of DATABASE_MODULES.
 */
export function databaseFreeServerTests(root: string): string[] {
  const reaches = new Map<string, boolean>();
  const reachesDatabase = (file: string): boolean => {
    const known = reaches.get(file);
    if (known !== undefined) return known;
    reaches.set(file, false); // an import cycle adds nothing new
    const result = importsOf(file).some((specifier) => {
      if (DATABASE_MODULES.test(specifier)) return true;
      const target = resolveImport(file, specifier, root);
      return target !== null && fs.existsSync(target) && reachesDatabase(target);
    });
    reaches.set(file, result);
    return result;
  };
  const serverDir = path.join(root, 'src/server');
  return fs
    .readdirSync(serverDir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.test.ts'))
    .map((name) => path.join(serverDir, name))
    .filter((file) => !reachesDatabase(file))
    .map((file) => path.relative(root, file));
}
