/**
 * What EmailJS's API accepts and how it refuses, for the local outbox. The texts are the
 * provider's own where it documents them ("The user_id parameter is required", REST API docs)
 * and otherwise the wording its SDK uses for the same mistakes.
 */

/** A message as the outbox stores it: the provider's four ids, then the template's params. */
export interface OutboxMessage {
  via: 'send-form' | 'send'
  lib_version: string | null
  service_id: string
  template_id: string
  user_id: string
  template_params: Record<string, unknown>
}

export type Verdict = { accepted: true; message: OutboxMessage } | { accepted: false; status: 400; text: string }

export const REFUSALS = {
  user_id: 'The user_id parameter is required',
  service_id: 'The service ID is required. To find this ID, visit https://dashboard.emailjs.com/admin',
  template_id: 'The template ID is required. To find this ID, visit https://dashboard.emailjs.com/admin/templates',
  template_params: 'The template params have to be the object. Visit https://www.emailjs.com/docs/sdk/send/',
  body: 'Bad Request',
} as const

// Fields of a send-form request that configure the call rather than fill the template. The
// private key (accessToken) is dropped, never stored.
const RESERVED = new Set(['lib_version', 'service_id', 'template_id', 'user_id', 'accessToken'])

const idOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '')

function checkIds(via: OutboxMessage['via'], fields: Record<string, unknown>, params: Record<string, unknown>): Verdict {
  const ids = { user_id: idOf(fields.user_id), service_id: idOf(fields.service_id), template_id: idOf(fields.template_id) }
  for (const name of ['user_id', 'service_id', 'template_id'] as const) {
    if (ids[name] === '') return { accepted: false, status: 400, text: REFUSALS[name] }
  }
  const libVersion = typeof fields.lib_version === 'string' ? fields.lib_version : null
  return { accepted: true, message: { via, lib_version: libVersion, ...ids, template_params: params } }
}

/** POST /api/v1.0/email/send-form: form fields, the reserved ones beside the template's. */
export function acceptSendForm(entries: Iterable<[string, string]>): Verdict {
  const fields: Record<string, string> = {}
  const params: Record<string, string> = {}
  for (const [name, value] of entries) {
    fields[name] = value
    if (!RESERVED.has(name)) params[name] = value
  }
  return checkIds('send-form', fields, params)
}

/** POST /api/v1.0/email/send: a JSON object whose template_params, if given, is an object. */
export function acceptSend(body: unknown): Verdict {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return { accepted: false, status: 400, text: REFUSALS.body }
  const fields = body as Record<string, unknown>
  const params = fields.template_params ?? {}
  if (params === null || typeof params !== 'object' || Array.isArray(params)) {
    return { accepted: false, status: 400, text: REFUSALS.template_params }
  }
  return checkIds('send', fields, params as Record<string, unknown>)
}
