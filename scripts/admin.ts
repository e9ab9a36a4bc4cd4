// `npm run admin -- <command>`: the operator's command line, against the configured database
// (DATABASE_URL, or the embedded one in DATA_DIR: stop the server first, PGlite has one process).
// Every command calls the same procedures as the back office, as a system super admin, so every
// rule holds (the last active super admin is protected, a new password ends every session).
import { adminCommand } from './admin-command.ts'

process.exitCode = await adminCommand(process.argv.slice(2), process.env, console)
