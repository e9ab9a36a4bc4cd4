import type { Compilable, CompiledQuery, Kysely } from 'kysely'

// Issue 30: on a small public list, building and compiling the Kysely query on every request cost
// more than the round trip to the database. A prepared query is built and compiled once per
// database, then run with the request's values in place of stand-ins.

const STAND_IN = Symbol('prepared value')
type StandIn = { readonly [STAND_IN]: number }
const isStandIn = (value: unknown): value is StandIn => typeof value === 'object' && value !== null && STAND_IN in value

interface Compiled<R> {
  query: CompiledQuery<R>
  /** for each bound parameter, the index of the value it takes, or -1 for a constant of the query */
  slots: number[]
}

function compile<Db, A extends unknown[], R>(db: Kysely<Db>, build: (db: Kysely<Db>, ...values: A) => Compilable<R>): Compiled<R> {
  const count = build.length - 1
  const standIns = Array.from({ length: count }, (_, index): StandIn => ({ [STAND_IN]: index }))
  const query = build(db, ...(standIns as unknown as A)).compile()
  const slots = query.parameters.map((parameter) => (isStandIn(parameter) ? parameter[STAND_IN] : -1))
  for (let index = 0; index < count; index++) {
    if (!slots.includes(index)) throw new Error(`prepared query: value ${index} is not a bound parameter of « ${query.sql} »`)
  }
  return { query, slots }
}

/**
 * `build` receives stand-ins for its values: each must reach the SQL as one bound parameter (a
 * `where` value, a limit), never a list for `in`, a branch of the builder or a literal — a value
 * that does not come out as a parameter throws at the first call.
 */
export function prepared<Db, A extends unknown[], R>(build: (db: Kysely<Db>, ...values: A) => Compilable<R>) {
  const byDatabase = new WeakMap<Kysely<Db>, Compiled<R>>()
  return async (db: Kysely<Db>, ...values: A): Promise<R[]> => {
    let compiled = byDatabase.get(db)
    if (!compiled) {
      compiled = compile(db, build)
      byDatabase.set(db, compiled)
    }
    const { query, slots } = compiled
    const parameters = query.parameters.map((constant, position) => {
      const slot = slots[position] ?? -1
      return slot < 0 ? constant : values[slot]
    })
    return (await db.executeQuery<R>({ ...query, parameters })).rows
  }
}
