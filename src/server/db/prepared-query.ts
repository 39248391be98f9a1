import type { Compilable, CompiledQuery, Kysely, KyselyPlugin, QueryExecutor } from 'kysely';
import type { Database } from './schema';

/** Values a prepared query binds by name: each a whole SQL value, or a list for `in (…)`. */
type PreparedParams = Record<string, unknown>;

/** Runs a prepared query with these values and answers its rows. */
export type PreparedQuery<P extends object, O> = (db: Kysely<Database>, params: P) => Promise<O[]>;

/** Where a parameter of the compiled SQL comes from: a caller's value, or a constant of the build. */
type Slot = { key: string; index?: number } | { constant: unknown };

interface Template {
  compiled: CompiledQuery;
  slots: Slot[];
}

/** A query's templates for one database and plugin chain, and the chains that extend it. */
interface TemplateCache {
  shapes: Map<string, Template>;
  withPlugin: WeakMap<KyselyPlugin, TemplateCache>;
}

/** Marks a stand-in value; no real value starts with a NUL. */
const MARK = '\u0000param\u0000';

/** Shapes kept per query and database, beyond which a query is built afresh each time. */
const MAX_SHAPES = 32;

/**
 * A query built and compiled once, then run with fresh values. Kysely builds, transforms and
 * compiles every query afresh, which costs several times what running an indexed statement does
 * (about 50 against 10 µs here); the hot paths (a booking's writes, the session check, the admin
 * list) run the compiled SQL again instead.
 *
 * `build` receives stand-ins for the values and must bind each as a whole SQL value: a value
 * used in JavaScript (a branch on it, a string made from it) would see the stand-in, so that is
 * refused when the query is first compiled. Which keys are present (`!== undefined`), and the
 * length of each list, may shape the query: each shape is compiled once.
 */
export function preparedQuery<P extends object, C extends Compilable<unknown>>(
  build: (db: Kysely<Database>, params: P) => C,
): PreparedQuery<P, C extends Compilable<infer O> ? O : never> {
  const templates = new WeakMap<object, TemplateCache>();
  return async (db, params) => {
    const shapes = shapesFor(templates, db.getExecutor());
    const values = params as PreparedParams;
    const shape = shapeOf(values);
    let template = shapes.get(shape);
    if (!template) {
      if (shapes.size >= MAX_SHAPES) {
        return (await db.executeQuery(build(db, params).compile())).rows as never[];
      }
      template = compileTemplate(db, build, values);
      shapes.set(shape, template);
    }
    const parameters = template.slots.map((slot) => valueFor(slot, values));
    const { rows } = await db.executeQuery({ ...template.compiled, parameters });
    return rows as never[];
  };
}

/**
 * Compiled SQL depends on the dialect and the plugins (a test's capturing plugin must see the
 * query): templates are kept per adapter, which a database shares with its transactions, then
 * per plugin along the executor's chain.
 */
function shapesFor(
  templates: WeakMap<object, TemplateCache>,
  executor: QueryExecutor,
): Map<string, Template> {
  let cache = cacheIn(templates, executor.adapter);
  for (const plugin of executor.plugins) cache = cacheIn(cache.withPlugin, plugin);
  return cache.shapes;
}

function cacheIn<K extends object>(caches: WeakMap<K, TemplateCache>, key: K): TemplateCache {
  let cache = caches.get(key);
  if (!cache) {
    cache = { shapes: new Map(), withPlugin: new WeakMap() };
    caches.set(key, cache);
  }
  return cache;
}

/** Which keys hold a value, with each list's length. */
function shapeOf(params: PreparedParams): string {
  let shape = '';
  for (const key in params) {
    const value = params[key];
    if (value === undefined) continue;
    shape += Array.isArray(value) ? `${key}[${value.length}],` : `${key},`;
  }
  return shape;
}

function compileTemplate<P extends object>(
  db: Kysely<Database>,
  build: (db: Kysely<Database>, params: P) => Compilable<unknown>,
  params: PreparedParams,
): Template {
  const standIns: PreparedParams = {};
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    standIns[key] = Array.isArray(value)
      ? value.map((_, index) => `${MARK}${key}\u0000${index}`)
      : `${MARK}${key}`;
  }
  const compiled = build(db, standIns as P).compile();
  const bound = new Set<string>();
  const slots = compiled.parameters.map((parameter): Slot => {
    if (typeof parameter !== 'string' || !parameter.includes(MARK)) return { constant: parameter };
    const [key = '', index] = parameter.startsWith(MARK)
      ? parameter.slice(MARK.length).split('\u0000')
      : [];
    if (!(key in standIns)) throw misuse(`a value was changed before it was bound`);
    bound.add(key);
    return index === undefined ? { key } : { key, index: Number(index) };
  });
  if (compiled.sql.includes(MARK)) throw misuse('a value was written into the SQL text');
  const unbound = Object.keys(standIns).filter((key) => !bound.has(key));
  if (unbound.length > 0) throw misuse(`${unbound.join(', ')} not bound as SQL values`);
  return { compiled, slots };
}

function valueFor(slot: Slot, params: PreparedParams): unknown {
  if ('constant' in slot) return slot.constant;
  const value = params[slot.key];
  return slot.index === undefined ? value : (value as unknown[])[slot.index];
}

function misuse(problem: string): Error {
  return new Error(`Prepared query misuse: ${problem}; bind each value whole.`);
}
