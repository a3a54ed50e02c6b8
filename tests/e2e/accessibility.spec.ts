import type { Page } from '@playwright/test'
import { expect, test } from './support/tab.ts'
import { axeViolations, axeViolationsAtEveryWidth } from './support/axe.ts'
import { waitForContactForm } from './support/site.ts'

// axe, WCAG 2.1 A/AA, at 1280 and 375 px, on every page as it loads: routes.spec.ts (every page in
// every language) and blog.spec.ts (the blog's further pages), in the one load each page gets there
// (support/whole-page.ts). Here: states that only exist after an interaction, and the keyboard.

// The control for every scan of the suite, which all expect none: the scan finds what it is for,
// with axe evaluated into the page as it is scanned, and in the tab that has it in every document
// from its start (support/tab.ts, `scanTab`), as every page's checks scan.
async function expectThePlantedViolation(page: Page): Promise<void> {
  await page.locator('main').evaluate((main) => main.append(Object.assign(document.createElement('img'), { src: '/favicon.svg' })))
  expect(await axeViolationsAtEveryWidth(page)).toEqual([
    'at 1280 px: image-alt: img[src$="favicon.svg"] — Element does not have an alt attribute',
    'at 375 px: image-alt: img[src$="favicon.svg"] — Element does not have an alt attribute',
  ])
}

test('the scan finds a violation planted in a page, at both widths', async ({ page }) => {
  await page.goto('/en/about/')
  await expectThePlantedViolation(page)
})

test('the scanning tab has axe in the page from its start, and its scan finds a violation planted', async ({ scanTab }) => {
  await scanTab.goto('/en/about/')
  expect(await scanTab.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run)).toBe('function')
  await expectThePlantedViolation(scanTab)
})

test.describe('states that only exist after an interaction', () => {
  test.use({ viewport: { width: 375, height: 800 } })

  test('the open mobile menu', async ({ page }) => {
    await page.goto('/pt/')
    await page.locator('details[data-menu] > summary').click()
    await expect(page.getByRole('navigation', { name: 'Navegação principal' })).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
  })

  test('the contact form with every error and the incomplete notification showing', async ({ page }) => {
    await page.goto('/en/contact/')
    await waitForContactForm(page)
    const submit = page.getByRole('button', { name: 'Send message' })
    await expect(submit).toBeEnabled()
    await submit.click()
    await expect(page.getByRole('status').filter({ hasText: 'Please fill out all fields.' })).toBeVisible()
    await expect(page.getByText('Invalid email')).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
  })

  test('the contact form with the success notification showing', async ({ page }) => {
    await page.goto('/contact/')
    await waitForContactForm(page)
    await page.getByLabel('Nombre completo').fill('Ana Pérez')
    await page.getByLabel('Correo electrónico').fill('ana@empresa.com.uy')
    await page.getByLabel('Teléfono').fill('099 123 456')
    await page.getByLabel('Mensaje').fill('Queremos un sitio nuevo.')
    await page.getByRole('button', { name: 'Enviar mensaje' }).click()
    await expect(page.getByRole('status').filter({ hasText: '¡Mensaje enviado con éxito!' })).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
  })

  test('a not-found page', async ({ page }) => {
    await page.goto('/en/nowhere/')
    expect(await axeViolations(page)).toEqual([])
  })
})

test.describe('keyboard', () => {
  test('the skip link is the first stop and moves focus to the main content', async ({ page }) => {
    await page.goto('/en/services/')
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to content' })
    await expect(skip).toBeFocused()
    await expect(skip).toBeInViewport()
    await page.keyboard.press('Enter')
    await expect(page.locator('main')).toBeFocused()
    await page.keyboard.press('Tab') // the next stop is inside the main content
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true)
  })

  for (const width of [375, 1280]) {
    test(`every interactive element is reachable with Tab and shows its focus, at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 })
      await page.goto('/services/creacion_paginas_web/')
      if (width < 600) await page.locator('details[data-menu] > summary').click() // the menu's links are only tabbable when open
      // Number every visible interactive element, then Tab until each number has had focus.
      const expected = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('a[href], button, summary, input, textarea, select')]
          .filter((el) => el.getClientRects().length > 0 && !el.hasAttribute('disabled'))
          .map((el, i) => {
            el.dataset.tabId = String(i)
            return String(i)
          }),
      )
      const reached: string[] = []
      await page.locator('body').focus()
      for (let i = 0; i < expected.length + 2; i++) {
        await page.keyboard.press('Tab')
        const stop = await page.evaluate(() => {
          const el = document.activeElement as HTMLElement | null
          if (!el || el === document.body) return null
          const style = getComputedStyle(el)
          const visible = (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) || style.boxShadow !== 'none'
          return { id: el.dataset.tabId ?? el.outerHTML.slice(0, 80), html: el.outerHTML.slice(0, 80), visible }
        })
        if (!stop) continue
        expect(stop.visible, `focus is invisible on ${stop.html}`).toBe(true)
        if (!reached.includes(stop.id)) reached.push(stop.id)
      }
      expect(reached.sort()).toEqual([...expected].sort())
    })
  }
})
