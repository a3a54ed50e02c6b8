import { Head } from 'vite-react-ssg'
import { useLang } from '../i18n/LangContext'

interface PageMetaProps {
  title: string
  description: string
}

/** The head of a page: its language, its own title and description. */
export function PageMeta({ title, description }: PageMetaProps) {
  const lang = useLang()
  return (
    <Head htmlAttributes={{ lang }}>
      <title>{title}</title>
      <meta name="description" content={description} />
    </Head>
  )
}
