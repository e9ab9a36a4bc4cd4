import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { moroccoDayIn } from '@tutorat/contracts'
import { expect } from 'vitest'
import { PDF_CV } from './cv-files.ts'
import { adminHeaders, bearer, createAdmin, formBody, studentToken, type TestApp } from './helpers.ts'

type Headers = Record<string, string>

export type Role = 'visitor' | 'student' | 'admin' | 'super' | 'disabled'
export const ROLES: Role[] = ['visitor', 'student', 'admin', 'super', 'disabled']
/** What a super-admin-only path answers to each caller. */
export const SUPER_ONLY: Record<Role, number> = { visitor: 401, student: 403, admin: 403, super: 200, disabled: 401 }

/** A header set per role; `disabled` is a super admin signed in, then deactivated by another. */
export async function roleHeaders(t: TestApp): Promise<Record<Role, Headers>> {
  const root = await adminHeaders(t.app, await createAdmin(t.services, { superAdmin: true }))
  const admin = await adminHeaders(t.app, await createAdmin(t.services))
  const leaving = await createAdmin(t.services, { superAdmin: true })
  const disabled = await adminHeaders(t.app, leaving)
  const off = await t.app.inject({ method: 'PUT', url: `/api/admin/management/${leaving.id}/toggle-status`, headers: root })
  expect(off.json().is_active).toBe(false)
  return { visitor: {}, student: bearer(await studentToken()), admin, super: root, disabled }
}

export const OFFER = {
  title: 'Stage PFE – Développeur Web',
  company: 'Atlas Digital',
  location: 'Casablanca',
  contract_type: 'Stage',
  description: 'Projet de fin d’études sur une application de suivi des livraisons.',
  requirements: 'Dernière année ENSA / ENSIAS',
  salary: '3 000 DH',
  deadline: moroccoDayIn(30),
}

export async function createOffer(app: FastifyInstance, headers: Headers, overrides: Record<string, unknown> = {}) {
  const response = await app.inject({ method: 'POST', url: '/api/admin/recruitment', headers, payload: { ...OFFER, ...overrides } })
  expect(response.statusCode, response.body).toBe(201)
  return response.json<{ id: number; title: string; is_active: boolean; is_open: boolean; applications_count: number }>()
}

let applicants = 0
export interface CvUpload {
  name: string
  type: string
  bytes: Buffer
}
export const pdfUpload = (name = 'CV.pdf'): CvUpload => ({ name, type: 'application/pdf', bytes: PDF_CV })

/** The apply form as a browser sends it (multipart, file field `cv`). */
export function apply(app: FastifyInstance, fields: Record<string, string | number>, cv: CvUpload | null = pdfUpload(), headers: Headers = {}) {
  applicants += 1
  const text = Object.fromEntries(
    Object.entries({ full_name: `Candidat ${applicants}`, email: `candidat${applicants}@example.ma`, phone: '0612345678', school: 'ENSA Tanger', ...fields }).map(([k, v]) => [k, String(v)]),
  )
  const body = formBody(text, cv ? { field: 'cv', filename: cv.name, type: cv.type, bytes: cv.bytes } : undefined)
  return app.inject({ method: 'POST', url: '/api/applications/', headers: { ...headers, ...body.headers }, payload: body.payload })
}

/** The CV files on disk (DATA_DIR/private/cv). */
export function storedCvs(t: TestApp): string[] {
  try {
    return readdirSync(join(t.config.DATA_DIR, 'private', 'cv'))
  } catch {
    return []
  }
}
