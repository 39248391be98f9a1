import type { Kysely, KyselyPlugin, RootOperationNode } from 'kysely';
import type { Database } from '#server/db/schema.ts';

/** SQLite's plan for the first query `run` sends (SQLite tests only: EXPLAIN QUERY PLAN). */
export async function planOfQuery(
  db: Kysely<Database>,
  run: (db: Kysely<Database>) => Promise<unknown>,
): Promise<string[]> {
  const nodes: RootOperationNode[] = [];
  const capture: KyselyPlugin = {
    transformQuery: ({ node }) => {
      nodes.push(node);
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  await run(db.withPlugin(capture));
  const [node] = nodes;
  if (!node) throw new Error('no query captured');
  const compiled = db.getExecutor().compileQuery(node, { queryId: 'plan' });
  const { rows } = await db.executeQuery<{ detail: string }>({
    ...compiled,
    sql: `explain query plan ${compiled.sql}`,
  });
  return rows.map((row) => row.detail);
}
