import { isNotFound } from '@tanstack/react-router'

/** A read whose record is gone (the API's 404) as null, for the page to say so; every other failure goes on up. */
export async function notFoundAsNull<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read()
  } catch (error) {
    if (isNotFound(error)) return null
    throw error
  }
}
