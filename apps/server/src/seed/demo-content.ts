import type { RouterInputs } from '@tutorat/api'

type CourseInput = RouterInputs['courses']['create']
type VideoInput = Omit<RouterInputs['videos']['create'], 'course_id'>

const drive = (id: string) => `https://drive.google.com/file/d/${id}/view`

const DRIVE_EXAMPLE =
  'Exemple de vidéo Google Drive : ce lien de démonstration ne mène à aucun vrai fichier, le lecteur affiche donc une erreur. Remplacez-le par le lien de partage de votre vidéo, ou téléversez la vidéo sur la plateforme.'

/** Issue 28: the demo's Drive videos say plainly what they are (their files do not exist). */
const driveExample = (video: VideoInput): VideoInput => ({ ...video, title: `Exemple Google Drive — ${video.title}`, description: DRIVE_EXAMPLE })

/** French demo catalogue: what a newcomer sees on the first start (SEED_DEMO). */
export const DEMO_COURSES: { course: CourseInput; videos: VideoInput[] }[] = ([
  {
    course: {
      title: 'Analyse 1 : suites et fonctions',
      subject: 'Mathématiques',
      level: 'Débutant',
      description: 'Le programme d’analyse de première année (prépas, ENSA, FST) : suites, limites, continuité et dérivation, avec des exercices corrigés pas à pas.',
    },
    videos: [
      { title: 'Présentation du cours et méthode de travail', drive_url: drive('1DemoAnalyseIntro0001'), is_free: true, module_name: 'Suites numériques' },
      { title: 'Suites arithmétiques et géométriques', drive_url: drive('1DemoAnalyseSuites002'), module_name: 'Suites numériques' },
      { title: 'Suites monotones et bornées', drive_url: drive('1DemoAnalyseSuites003'), module_name: 'Suites numériques' },
      { title: 'Limites : définitions et opérations', drive_url: drive('1DemoAnalyseLimite004'), module_name: 'Limites et continuité' },
      { title: 'Théorème des valeurs intermédiaires', drive_url: drive('1DemoAnalyseTVI000005'), module_name: 'Limites et continuité' },
    ],
  },
  {
    course: {
      title: 'Mécanique du point',
      subject: 'Physique',
      level: 'Intermédiaire',
      description: 'Cinématique, lois de Newton, travail et énergie : tout ce qu’il faut pour réussir les contrôles de S1 et les concours.',
    },
    videos: [
      { title: 'Repères et vecteurs vitesse et accélération', drive_url: drive('1DemoMecaCinematique1'), is_free: true, module_name: 'Cinématique' },
      { title: 'Mouvements circulaires', drive_url: drive('1DemoMecaCirculaire02'), module_name: 'Cinématique' },
      { title: 'Principe fondamental de la dynamique', drive_url: drive('1DemoMecaDynamique003'), module_name: 'Dynamique' },
    ],
  },
  {
    course: {
      title: 'Chimie des solutions',
      subject: 'Chimie',
      level: 'Débutant',
      description: 'Acides et bases, pH, dosages et équilibres en solution aqueuse, avec des fiches de synthèse à télécharger.',
    },
    videos: [
      { title: 'Concentration et dilution', drive_url: drive('1DemoChimieConcentr01'), is_free: true },
      { title: 'Le pH et les couples acide/base', drive_url: drive('1DemoChimiePhAcides02') },
    ],
  },
  {
    course: {
      title: 'Algorithmique et programmation en Python',
      subject: 'Informatique',
      level: 'Débutant',
      description: 'Variables, boucles, fonctions et listes en Python, pour les classes prépas et le tronc commun des écoles d’ingénieurs.',
    },
    videos: [
      { title: 'Installer Python et écrire son premier programme', drive_url: drive('1DemoPythonInstall001'), is_free: true, module_name: 'Bases' },
      { title: 'Conditions et boucles', drive_url: drive('1DemoPythonBoucles002'), module_name: 'Bases' },
      { title: 'Fonctions et récursivité', drive_url: drive('1DemoPythonFonction03'), module_name: 'Fonctions' },
    ],
  },
] satisfies { course: CourseInput; videos: VideoInput[] }[]).map(({ course, videos }) => ({ course, videos: videos.map(driveExample) }))
