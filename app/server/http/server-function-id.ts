import { createHash } from 'node:crypto'

/**
 * Server functions that send a large body (an editor's save of rich text in five languages) live in files named
 * `*.large-body.functions.ts`; their ids carry this prefix, so that the body limit, applied before Start reads the
 * payload and knows the function, can tell them apart (docs/decisions/0024-request-body-limits.md).
 */
export const LARGE_BODY_ID_PREFIX = 'large-'
const LARGE_BODY_FILE_SUFFIX = '.large-body.functions.ts'

export const isLargeBodyFile = (filename: string) => filename.endsWith(LARGE_BODY_FILE_SUFFIX)

/** A production build's id of a server function: Start's own (a SHA-256 of file and name), prefixed when large. */
export function serverFunctionId({ filename, functionName }: { filename: string; functionName: string }): string {
  const hash = createHash('sha256').update(`${filename}--${functionName}`).digest('hex')
  return isLargeBodyFile(filename) ? `${LARGE_BODY_ID_PREFIX}${hash}` : hash
}
