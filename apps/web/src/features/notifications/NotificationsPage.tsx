import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { useCurrentStudent } from '../student-space/use-student-session.ts'
import { NotificationList } from './NotificationList.tsx'
import { PreferencesSection } from './PreferencesForm.tsx'

/** /student/notifications: the messages on the left (first on a phone), the preferences beside them. */
export function NotificationsPage() {
  useDocumentTitle('Mes notifications')
  const student = useCurrentStudent()
  return (
    <div className="space-y-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-extrabold tracking-tight text-brand-950 sm:text-3xl">Mes notifications</h1>
        <p className="text-muted">Vos accès, leurs échéances et vos candidatures, et la façon dont vous souhaitez être prévenu.</p>
      </header>
      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <NotificationList />
        <PreferencesSection email={student.email} />
      </div>
    </div>
  )
}
