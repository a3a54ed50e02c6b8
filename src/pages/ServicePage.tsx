import { lazy } from 'react'
import { useParams } from 'react-router-dom'
import { ServiceDetail } from '../components/service/ServiceDetail.tsx'
import { hasService, useServiceModule } from '../content/services.ts'
import { useLang } from '../i18n/LangContext.tsx'
import type { Lang } from '../i18n/languages.ts'

// Only an unknown key needs it: kept out of the chunk every service page loads.
const NotFoundPage = lazy(() => import('./NotFoundPage.tsx'))

/** /services/{serviceKey}: a key with no content file is a 404. */
export default function ServicePage() {
  const { serviceKey = '' } = useParams()
  const lang = useLang()
  if (!hasService(lang, serviceKey)) return <NotFoundPage />
  return <LoadedService lang={lang} serviceKey={serviceKey} />
}

function LoadedService({ lang, serviceKey }: { lang: Lang; serviceKey: string }) {
  const service = useServiceModule(lang, serviceKey)
  return <ServiceDetail serviceKey={serviceKey} service={service} />
}
