export * from './constants.ts'
export * from './messages.ts'
export * from './common.ts'
export * from './auth.ts'
