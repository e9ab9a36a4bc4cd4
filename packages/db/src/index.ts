export * from './create-db.ts'
export * from './migrate.ts'
export type * from './schema.generated.ts'
export { CompiledQuery, sql, type ExpressionBuilder, type Transaction, type Selectable, type Insertable, type Updateable } from 'kysely'
