// The e-mail provider's settings, read at build time (docs/decisions.md, "EmailJS, configured at
// build time"). All optional:
// without a public key the form sends to the local outbox instead.
interface ImportMetaEnv {
  readonly VITE_EMAILJS_SERVICE_ID?: string
  readonly VITE_EMAILJS_TEMPLATE_ID?: string
  readonly VITE_EMAILJS_PUBLIC_KEY?: string
  readonly VITE_EMAILJS_ORIGIN?: string
}
