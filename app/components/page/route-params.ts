import { notFound } from '@tanstack/react-router'

/** A detail page's id must be a positive whole number; anything else is the not-found page, never an error. */
export function requireNumericId(id: string): number {
  if (!/^[1-9]\d{0,11}$/.test(id)) throw notFound()
  return Number(id)
}
