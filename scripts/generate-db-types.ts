// Regenerates packages/db/src/schema.generated.ts from the migrations.
import { generateSchemaTypes, schemaTypesFile } from '../packages/db/src/generate-types.ts'

await generateSchemaTypes(true)
console.log(`Types written to ${schemaTypesFile}`)
