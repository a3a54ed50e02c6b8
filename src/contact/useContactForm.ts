import { useCallback, useEffect, useEffectEvent, useLayoutEffect, useRef, useState, type FormEvent, type RefObject } from 'react'
import { flushSync } from 'react-dom'
import { clearDraft, loadDraft, saveDraft } from './draft.ts'
import { preparePhoneCheck } from './phone.ts'
import { caughtByHoneypot, honeypotValue } from './honeypot.ts'
import { describeSendError, sendContactMessage } from './send.ts'
import { useServiceFromAddress, useServiceInLanguageLinks } from './useServiceFromAddress.ts'
import { useSubmitNotice } from './useSubmitNotice.ts'
import { firstInvalidField, messageLength, validateContact } from './validate.ts'
import {
  EMPTY_VALUES,
  GENERAL_INQUIRY,
  MESSAGE_MAX_LENGTH,
  TYPED_FIELDS,
  UNCHECKED,
  type ContactValues,
  type TypedField,
  type Validity,
} from './values.ts'

/**
 * The contact form's state and its one transition, submit (docs/product.md, "Validation"): check
 * every field; if one fails, say so and send nothing; otherwise send, then clear the fields on
 * success or keep every typed value on failure. A bot caught by the honeypot gets what a success
 * looks like, and nothing is sent.
 */
export function useContactForm(serviceKeys: readonly string[], formRef: RefObject<HTMLFormElement | null>) {
  const [values, setValues] = useState<ContactValues>(EMPTY_VALUES)
  const [selectedService, setSelectedService] = useState(GENERAL_INQUIRY)
  const [validity, setValidity] = useState<Validity>(UNCHECKED)
  const [sending, setSending] = useState(false)
  // Set synchronously on submit, so a second click before React re-renders is ignored too.
  const busy = useRef(false)
  const { notice, submitted, show, dismiss } = useSubmitNotice()

  // Restored right after hydration, before the first paint of the live form, never during it:
  // the prerendered form is empty. What the visitor typed before the island woke is still in the
  // fields (hydration leaves a field's value alone), and it wins over the tab's saved draft.
  const restore = useEffectEvent(() => {
    const draft = loadDraft()
    const typed = typedValues(formRef.current)
    const restored = Object.fromEntries(TYPED_FIELDS.map((field) => [field, typed[field] || draft?.values[field] || ''])) as ContactValues
    if (TYPED_FIELDS.some((field) => restored[field] !== '')) setValues(restored)
    // A message past the limit comes back whole and marked, as a submit would mark it.
    if (messageLength(restored.message) > MESSAGE_MAX_LENGTH) setValidity({ ...UNCHECKED, message: false })
    preparePhoneCheck(restored.user_phone)
    if (draft && serviceKeys.includes(draft.selectedService)) setSelectedService(draft.selectedService)
  })
  useLayoutEffect(() => restore(), [])

  // Declared after the draft, so a service in the address wins over the draft's.
  useServiceFromAddress(serviceKeys, setSelectedService)
  useServiceInLanguageLinks(selectedService)

  // Saved on every change; the first run is the empty form of the first render, not an edit.
  const firstRun = useRef(true)
  useEffect(() => {
    if (firstRun.current) firstRun.current = false
    else saveDraft({ values, selectedService })
  }, [values, selectedService])

  const change = useCallback((field: TypedField, value: string) => {
    if (field === 'user_phone') preparePhoneCheck(value)
    setValues((current) => ({ ...current, [field]: value }))
    // An edited field's old verdict no longer applies; the next submit gives a new one.
    setValidity((current) => (current[field] === null ? current : { ...current, [field]: null }))
  }, [])

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy.current) return
    busy.current = true
    const form = event.currentTarget
    submitted()
    try {
      const verdict = await validateContact(values)
      // Rendered before focus moves, so the field is announced with its message.
      flushSync(() => setValidity(verdict))
      const invalid = firstInvalidField(verdict)
      if (invalid) {
        focusField(form, invalid)
        show('incomplete')
        return
      }
      setSending(true)
      if (!caughtByHoneypot(honeypotValue(form))) await sendContactMessage({ ...values, selected_service: selectedService })
      clearDraft()
      // The visitor is waiting for this notice: rendered now, in the task the answer came in,
      // not in one React schedules after the browser's next frame (on a slow phone, 80-140 ms).
      flushSync(() => {
        setValues(EMPTY_VALUES)
        setValidity(UNCHECKED)
        setSending(false)
        show('success')
      })
    } catch (error) {
      // Whatever failed (a refused send, the network, missing settings): the visitor's text stays.
      console.error(`The contact message could not be sent (${describeSendError(error)}).`, error)
      flushSync(() => {
        setSending(false)
        show('error')
      })
    } finally {
      busy.current = false
      setSending(false)
    }
  }

  return { values, selectedService, validity, sending, notice, dismiss, change, submit }
}

/** What the form's fields hold right now, typed by the visitor or restored by the browser. */
function typedValues(form: HTMLFormElement | null): ContactValues {
  const value = (field: TypedField) => {
    const control = form?.elements.namedItem(field)
    return control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement ? control.value : ''
  }
  return Object.fromEntries(TYPED_FIELDS.map((field) => [field, value(field)])) as ContactValues
}

function focusField(form: HTMLFormElement, field: TypedField): void {
  const control = form.elements.namedItem(field)
  if (control instanceof HTMLElement) control.focus()
}
