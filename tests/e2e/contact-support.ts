import type { Page } from '@playwright/test'
import { expect, type Locale } from './fixtures'
import { gotoHydrated, msg, withLang } from './support'

/** Small real files: the server checks their content (magic bytes), not their names. */
const minimalPdf =
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n'
const onePixelPng = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='

export interface UploadFile {
  name: string
  mimeType: string
  buffer: Buffer
}

export const pdfFile = (name = 'product-spec.pdf'): UploadFile => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from(minimalPdf),
})
export const pngFile = (name = 'label.png'): UploadFile => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.from(onePixelPng, 'base64'),
})
export const exeFile = (name = 'setup.exe'): UploadFile => ({
  name,
  mimeType: 'application/octet-stream',
  buffer: Buffer.from('MZ'),
})

export const DRAFT_KEY = 'cellactis:inquiry-draft:v1'
export const RECEIPT_PATTERN = /Q-\d{8}-[0-9A-HJKMNP-TV-Z]{6}/

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A control by the start of its label (labels end with 'required' or 'optional'). */
export function byLabel(page: Page, locale: Locale, key: string) {
  return page.getByLabel(new RegExp(`^${escapeRegExp(msg(locale, key))}`))
}

export function contactForm(page: Page, locale: Locale) {
  return {
    category: (type = 'OEM_ODM') => page.getByRole('radio', { name: msg(locale, `contact_type_${type}`), exact: true }),
    company: byLabel(page, locale, 'contact_company_label'),
    fullName: byLabel(page, locale, 'contact_name_label'),
    email: byLabel(page, locale, 'contact_email_label'),
    phone: byLabel(page, locale, 'contact_phone_label'),
    subject: byLabel(page, locale, 'contact_subject_label'),
    content: byLabel(page, locale, 'contact_content_label'),
    consent: byLabel(page, locale, 'contact_consent_checkbox'),
    submit: page.getByRole('button', { name: msg(locale, 'contact_submit') }),
    chooseFiles: page.getByRole('button', { name: msg(locale, 'contact_files_choose') }),
    fileList: page.getByRole('list', { name: msg(locale, 'contact_files_list_label') }),
  }
}

export async function openContact(page: Page, locale: Locale) {
  await gotoHydrated(page, withLang('/contact', locale))
  await expect(page.getByTestId('inquiry-form')).toBeVisible()
}

export interface InquiryInput {
  company: string
  fullName: string
  email: string
  phone: string
  subject: string
  content: string
}

export function sampleInquiry(locale: Locale): InquiryInput {
  return {
    company: `E2E Biotech ${locale}`,
    fullName: `Tester ${locale}`,
    email: `tester.${locale.toLowerCase()}@example.com`,
    phone: '+82 10-1234-5678',
    subject: `Postbiotic sample (${locale})`,
    content: `Inquiry written in ${locale}: please send a sample of the heat-killed lactic acid bacteria.`,
  }
}

/** Types every text field (the phone too unless told otherwise) and picks a category; consent is separate. */
export async function fillInquiry(page: Page, locale: Locale, input: InquiryInput, options: { phone?: boolean } = {}) {
  const form = contactForm(page, locale)
  await form.category('RAW_MATERIAL').check()
  await form.company.fill(input.company)
  await form.fullName.fill(input.fullName)
  await form.email.fill(input.email)
  if (options.phone ?? true) await form.phone.fill(input.phone)
  await form.subject.fill(input.subject)
  await form.content.fill(input.content)
}

export async function attachFiles(page: Page, locale: Locale, files: UploadFile[]) {
  const chooser = page.waitForEvent('filechooser')
  await contactForm(page, locale).chooseFiles.click()
  await (await chooser).setFiles(files)
}

/** The receipt number out of the success panel's sentence, whatever the language puts around it. */
export async function receiptNumberShown(page: Page, locale: Locale): Promise<string> {
  const [before = '', after = ''] = msg(locale, 'contact_success_receipt').split('{receiptNumber}')
  const text = (await page.getByTestId('contact-receipt').textContent()) ?? ''
  expect(text.startsWith(before) && text.endsWith(after), `receipt sentence in ${locale}: ${text}`).toBe(true)
  return text.slice(before.length, text.length - after.length)
}
