import { applyDueGrants, runDueDriveAudit, runDueDriveSweep, type Services, type WorkerLog } from '@tutorat/api'
import { moroccoToday } from '@tutorat/contracts'
import type { Config } from '../config.ts'

// DESIGN §16: every instance that runs background work (MESSAGES_WORKER) applies the grants
// ledger to Drive (rows are claimed, never done twice) and offers to sweep each minute; the sweep
// itself runs once across instances every 4 minutes, the audit once a day.

const POLL_MS = 2000
const SWEEP_CHECK_MS = 60_000

export function startDriveWorker(config: Config, services: Services, log: WorkerLog): { stop: () => Promise<void> } {
  if (!services.drive || !config.MESSAGES_WORKER) return { stop: async () => {} }
  const drive = services.drive
  let stopped = false
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> | undefined
  let sweptAt = 0

  async function round() {
    let handled = 0
    try {
      if (Date.now() - sweptAt >= SWEEP_CHECK_MS) {
        sweptAt = Date.now()
        await runDueDriveSweep(services.db)
        // the daily audit: the first check of each Casablanca day, on one instance
        const now = new Date()
        await runDueDriveAudit(services.db, drive, now, moroccoToday(now))
      }
      handled = await applyDueGrants(services.db, drive)
    } catch (error) {
      log.warn({ err: error }, 'Google Drive : tour interrompu (base indisponible ?)')
    }
    if (!stopped) timer = setTimeout(() => void (running = round()), handled > 0 ? 0 : POLL_MS)
  }

  running = round()
  log.info({}, `Google Drive : connecté en tant que ${drive.subject}`)
  return {
    stop: async () => {
      stopped = true
      clearTimeout(timer)
      await running
    },
  }
}
