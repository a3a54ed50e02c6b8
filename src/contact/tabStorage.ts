import type { StorageProvider } from '@emailjs/browser'

// Everything the site keeps in a visitor's browser, all of it the contact form's, all of it in the
// tab's session storage (gone when the tab closes). The privacy policy says so, in every language;
// tests/e2e/contact.spec.ts reads the storage against the policy's text.

/** The unsent draft: what the visitor typed, removed once the message is sent. */
export const DRAFT_STORAGE_KEY = 'contact-draft'

/** The time of the last send, which EmailJS's rate limit reads (its `limitRate.id`). */
export const LAST_SEND_STORAGE_KEY = 'contact-last-send'

export const CONTACT_STORAGE_KEYS = [DRAFT_STORAGE_KEY, LAST_SEND_STORAGE_KEY] as const

/**
 * The tab's session storage as EmailJS's storage provider (its own default is localStorage, kept
 * for good). Storage may be missing or refused (private modes): reads find nothing and writes are
 * dropped, so the form still sends, without the rate limit, rather than not at all.
 */
export const tabStorage: StorageProvider = {
  get: async (key) => {
    try {
      return sessionStorage.getItem(key)
    } catch {
      return null
    }
  },
  set: async (key, value) => {
    try {
      sessionStorage.setItem(key, value)
    } catch {
      // see above
    }
  },
  remove: async (key) => {
    try {
      sessionStorage.removeItem(key)
    } catch {
      // see above
    }
  },
}
