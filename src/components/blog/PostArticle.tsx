import { useStrings } from '../../i18n/useStrings.ts'
import { Head } from 'vite-react-ssg'
import { variantSrcSet } from '../../images/sizes.ts'
import type { PostSummary } from '../../content/schemas.ts'
import type { PostModule } from '../../content/blog/posts.ts'
import markdown from '../mdx/Markdown.module.css'
import { EditLink } from '../EditLink/EditLink.tsx'
import { ResponsiveImage } from '../ResponsiveImage/ResponsiveImage.tsx'
import { TranslationNotice } from '../translation/TranslationNotice.tsx'
import { BlogCallToAction } from './BlogCallToAction.tsx'
import { COVER_HEIGHT, COVER_WIDTH } from './PostCard.tsx'
import { PostDetails } from './PostDetails.tsx'
import { PostNav } from './PostNav.tsx'
import { TagLinks } from './TagLinks.tsx'
import { postComponents } from './mdx.tsx'
import styles from './PostArticle.module.css'

/** The cover spans the reading column: 70ch of the body text, about 44rem. */
const COVER_SIZES = '(min-width: 48rem) 44rem, 92vw'

interface PostArticleProps {
  post: PostSummary
  body: PostModule
  previous?: PostSummary
  next?: PostSummary
}

/** One post at reading width: title, dates, author, cover, body, tags, neighbours, contact. */
export function PostArticle({ post, body, previous, next }: PostArticleProps) {
  const Body = body.default
  const { t } = useStrings('base')
  const author = `blog.authors.${post.author}` as 'blog.authors.lucia-fernandez'
  const coverSrcSet = variantSrcSet(post.image, 'avif')
  return (
    <div className={styles.page}>
      <TranslationNotice page={`/blog/${post.slug}`} translation={body} />
      <article className={styles.article}>
        <header className={styles.header}>
          <h1 className={styles.title}>{post.title}</h1>
          <PostDetails post={post} showUpdated />
          <p className={styles.author} data-pagefind-ignore="">
            {t('blog.by')} <span className={styles.authorName}>{t(`${author}.name`)}</span>, {t(`${author}.role`)}
          </p>
        </header>
        {/* The cover is a post's largest paint: preloaded from the head, like a hero. */}
        <Head>
          {coverSrcSet ? (
            <link rel="preload" as="image" type="image/avif" imageSrcSet={coverSrcSet} imageSizes={COVER_SIZES} fetchPriority="high" />
          ) : null}
        </Head>
        <ResponsiveImage
          className={styles.cover}
          src={post.image}
          alt=""
          width={COVER_WIDTH}
          height={COVER_HEIGHT}
          sizes={COVER_SIZES}
          fetchPriority="high"
          loading="eager"
        />
        <div className={`${styles.body} ${markdown.markdown}`}>
          <Body components={postComponents} />
        </div>
        <footer className={styles.footer}>
          <p className={styles.tagsLabel}>{t('blog.tagsLabel')}</p>
          <TagLinks tags={post.tags} />
        </footer>
      </article>
      <PostNav previous={previous} next={next} />
      <BlogCallToAction />
      <EditLink file={`blog/${post.slug}.mdx`} />
    </div>
  )
}
