import { getRouteApi } from '@tanstack/react-router'
import { trpc } from '../../lib/trpc.ts'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { BackLink } from '../../ui/BackLink.tsx'
import { Card } from '../../ui/Card.tsx'
import { PageHeader } from '../../ui/PageHeader.tsx'
import { LoadingStatus, Skeleton, SkeletonBars } from '../../ui/Skeleton.tsx'
import { CourseForm } from './CourseForm.tsx'
import { statusOf, useSignOutOnUnauthorized } from './feedback.ts'
import { CourseLoadError } from './CourseLoadError.tsx'

const editRoute = getRouteApi('/admin/courses/$id/edit')

export function BackToCourses() {
  return <BackLink to="/admin/courses" look="text">Retour aux cours</BackLink>
}

export function NewCoursePage() {
  useDocumentTitle('Nouveau cours')
  return (
    <div className="space-y-6">
      <PageHeader eyebrow={<BackToCourses />} title="Nouveau cours" description="Décrivez le cours ; vous ajouterez ensuite ses vidéos." />
      <CourseForm />
    </div>
  )
}

export function EditCoursePage() {
  useDocumentTitle('Modifier le cours')
  const { id } = editRoute.useParams()
  const course = trpc.courses.get.useQuery({ id }, { enabled: id > 0 })
  useSignOutOnUnauthorized(course.error)

  const missing = id === 0 || statusOf(course.error) === 404
  return (
    <div className="space-y-6">
      <PageHeader
        eyebrow={<BackToCourses />}
        title="Modifier le cours"
        description={course.data ? `« ${course.data.title} »` : 'Titre, matière, niveau, description et image.'}
      />
      {missing || course.isError ? (
        <CourseLoadError missing={missing} course={course} />
      ) : course.data ? (
        <CourseForm key={course.data.id} course={course.data} />
      ) : (
        <FormSkeleton />
      )}
    </div>
  )
}

function FormSkeleton() {
  return (
    <Card className="space-y-5 p-5 sm:p-6" aria-busy="true">
      <LoadingStatus>Chargement du cours…</LoadingStatus>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="space-y-5">
          <Skeleton className="h-16 w-full" />
          <div className="grid gap-5 sm:grid-cols-2">
            <SkeletonBars bars={['h-16', 'h-16']} />
          </div>
          <SkeletonBars bars={['h-32 w-full', 'h-16 w-full']} />
        </div>
        <Skeleton className="aspect-video w-full" />
      </div>
    </Card>
  )
}
