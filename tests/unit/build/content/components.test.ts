import { describe, expect, it } from 'vitest'
import { POST_COMPONENTS, SERVICE_COMPONENTS } from '../../../../scripts/build/content/components.ts'
import { postComponents } from '../../../../src/components/blog/mdx.tsx'
import { showApproach, showDescription } from '../../../../src/components/mdx/serviceBlocks.tsx'

describe("each kind's component allow-list is exactly the components its pages render", () => {
  it('posts: Callout and Figure (src/components/blog/mdx.tsx)', () => {
    expect(Object.keys(POST_COMPONENTS).sort()).toEqual(Object.keys(postComponents).sort())
  })

  it('services: Description and Approach (src/components/mdx/serviceBlocks.tsx)', () => {
    expect(Object.keys(SERVICE_COMPONENTS).sort()).toEqual(Object.keys(showDescription).sort())
    expect(Object.keys(SERVICE_COMPONENTS).sort()).toEqual(Object.keys(showApproach).sort())
  })

  it("Figure's schema gives the component the numbers it takes, and refuses what it cannot use", () => {
    const figure = POST_COMPONENTS.Figure?.attributes
    const attributes = { src: '/images/blog/x.jpg', alt: 'Una imagen', caption: 'Un pie de foto.', width: '800', height: '600' }
    expect(figure?.parse(attributes)).toEqual({ ...attributes, width: 800, height: 600 })
    expect(figure?.safeParse({ ...attributes, width: '800px' }).success).toBe(false)
    expect(figure?.safeParse({ ...attributes, src: 'https://evil.example/x.jpg' }).success).toBe(false)
    expect(figure?.safeParse({ ...attributes, onLoad: 'alert(1)' }).success).toBe(false)
  })
})
