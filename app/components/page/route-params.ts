import { notFound } from '@tanstack/react-router'

/**
 * A detail page's id must be a positive whole number the API accepts (at most 999,999,999, its `idParam`);
 * anything else is the not-found page, never an error.
 */
export function requireNumericId(id: string): number {
  if (!/^[1-9]\d{0,8}$/.test(id)) throw notFound()
  return Number(id)
}
