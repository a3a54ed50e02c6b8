/**
 * Fixed shapes of the content, shared by the schemas and the pages. Kept apart from
 * schemas.ts so that pages importing them do not pull zod into the browser.
 */

/** The five values of the about page, in this order. */
export const VALUE_IDS = ['innovation', 'commitment', 'flexibility', 'multilingualism', 'quality'] as const

/** The privacy policy's ten sections, in their order (docs/product.md, "Pages"). */
export const POLICY_SECTIONS = ['intro', 'infoCollected', 'usage', 'sharing', 'security', 'rights', 'cookies', 'links', 'updates', 'contact'] as const
