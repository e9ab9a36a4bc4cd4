import { prepareTestDatabases } from '../src/testing.ts'

// Migrates once per run; every test file then clones the result.
export default async function setup() {
  await prepareTestDatabases()
}
