import { type FakeGoogle, startFakeGoogle } from './fake-google.ts'
import { adminHeaders, createAdmin, createTestApp, type TestApp } from './helpers.ts'

export interface GoogleTestApp {
  google: FakeGoogle
  t: TestApp
  /** an admin's headers (not a super admin) */
  admin: Record<string, string>
  close: () => Promise<void>
}

/** A test app connected to Google (DESIGN §16), the local fake of Google standing in, and one admin. */
export async function googleTestApp(): Promise<GoogleTestApp> {
  const google = await startFakeGoogle()
  const t = await createTestApp(google.env)
  const admin = await adminHeaders(t.app, await createAdmin(t.services))
  return {
    google,
    t,
    admin,
    close: async () => {
      await t.close()
      await google.close()
    },
  }
}
