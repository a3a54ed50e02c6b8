// @vitest-environment jsdom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Notification } from '../../../src/components/Notification/Notification.tsx'
import { NotificationRegion } from '../../../src/components/Notification/NotificationRegion.tsx'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let root: Root
let container: HTMLElement
beforeEach(() => {
  vi.useFakeTimers()
  container = document.body.appendChild(document.createElement('div'))
  root = createRoot(container)
})
afterEach(() => {
  act(() => root.unmount())
  container.remove()
  vi.useRealTimers()
})

const render = (element: React.ReactNode) => act(() => root.render(element))

describe('Notification', () => {
  it('with a close handler, closes itself after 6 s and not before', () => {
    const onClose = vi.fn()
    render(<Notification tone="success" message="Enviado" onClose={onClose} closeLabel="Cerrar notificación" />)
    act(() => vi.advanceTimersByTime(5999))
    expect(onClose).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1))
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('keeps its 6 s when its parent re-renders with a new handler', () => {
    const first = vi.fn()
    const second = vi.fn()
    render(<Notification tone="success" message="Enviado" onClose={first} />)
    act(() => vi.advanceTimersByTime(4000))
    render(<Notification tone="success" message="Enviado" onClose={second} />)
    act(() => vi.advanceTimersByTime(2000))
    expect(first).not.toHaveBeenCalled()
    expect(second).toHaveBeenCalledTimes(1)
  })

  it('closes with its X, a real button named by closeLabel', () => {
    const onClose = vi.fn()
    render(<Notification tone="error" message="Error" onClose={onClose} closeLabel="Close notification" />)
    const button = container.querySelector('button')
    expect(button?.getAttribute('type')).toBe('button')
    expect(button?.getAttribute('aria-label')).toBe('Close notification')
    act(() => button?.click())
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('without a close handler has no X and stays', () => {
    render(<Notification tone="warning" message="Completá todos los campos" />)
    expect(container.querySelector('button')).toBeNull()
    act(() => vi.advanceTimersByTime(60_000))
    expect(container.textContent).toBe('Completá todos los campos')
  })
})

describe('NotificationRegion', () => {
  it('keeps both live regions in the page even when empty', () => {
    render(<NotificationRegion />)
    expect(container.querySelector('[role="status"]')?.textContent).toBe('')
    expect(container.querySelector('[role="alert"]')?.textContent).toBe('')
  })

  it('puts an urgent notification in the alert region and others in the status region', () => {
    render(
      <NotificationRegion urgent>
        <Notification tone="error" message="Error" />
      </NotificationRegion>,
    )
    expect(container.querySelector('[role="alert"]')?.textContent).toBe('Error')
    expect(container.querySelector('[role="status"]')?.textContent).toBe('')
    render(
      <NotificationRegion>
        <Notification tone="success" message="Enviado" />
      </NotificationRegion>,
    )
    expect(container.querySelector('[role="status"]')?.textContent).toBe('Enviado')
    expect(container.querySelector('[role="alert"]')?.textContent).toBe('')
  })
})
