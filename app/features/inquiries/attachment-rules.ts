import { acceptedAttachmentTypes, inquiryFileLimits } from '~/api/contract/inquiry-form'

/** The little the checks need of a File, so they run in tests without a browser. */
export interface AttachmentLike {
  name: string
  size: number
  lastModified: number
}

export type AttachmentProblem =
  | { kind: 'too_many'; name: string }
  | { kind: 'too_large'; name: string }
  | { kind: 'total_too_large'; name: string }
  | { kind: 'type_not_allowed'; name: string }
  | { kind: 'empty'; name: string }
  | { kind: 'duplicate'; name: string }

export const acceptedExtensions: readonly string[] = acceptedAttachmentTypes.flatMap((type) => type.extensions)

/** For the file picker's `accept`: extensions and MIME types, so every platform's picker filters alike. */
export const attachmentAcceptAttribute = [
  ...acceptedExtensions.map((extension) => `.${extension}`),
  ...acceptedAttachmentTypes.map((type) => type.mime),
].join(',')

export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.')
  return dot <= 0 ? '' : name.slice(dot + 1).toLowerCase()
}

/** A first check by name only; the server decides by the file's content. */
export function hasAcceptedExtension(name: string): boolean {
  return acceptedExtensions.includes(fileExtension(name))
}

const sameFile = (a: AttachmentLike, b: AttachmentLike) =>
  a.name === b.name && a.size === b.size && a.lastModified === b.lastModified

/**
 * Adds the chosen files to those already attached, in order, refusing each one that would break a limit
 * (the limits are inquiryFileLimits). The refused ones are reported, the others kept.
 */
export function addAttachments<T extends AttachmentLike>(
  current: readonly T[],
  chosen: readonly T[],
): { files: T[]; problems: AttachmentProblem[] } {
  const files = [...current]
  const problems: AttachmentProblem[] = []
  let total = files.reduce((sum, file) => sum + file.size, 0)
  for (const file of chosen) {
    const { name } = file
    if (files.some((attached) => sameFile(attached, file))) problems.push({ kind: 'duplicate', name })
    else if (!hasAcceptedExtension(name)) problems.push({ kind: 'type_not_allowed', name })
    else if (file.size === 0) problems.push({ kind: 'empty', name })
    else if (file.size > inquiryFileLimits.maxFileBytes) problems.push({ kind: 'too_large', name })
    else if (files.length >= inquiryFileLimits.maxFiles) problems.push({ kind: 'too_many', name })
    else if (total + file.size > inquiryFileLimits.maxTotalBytes) problems.push({ kind: 'total_too_large', name })
    else {
      files.push(file)
      total += file.size
    }
  }
  return { files, problems }
}

/** The check before sending: the attached list as a whole must still be within every limit. */
export function attachmentProblems(files: readonly AttachmentLike[]): AttachmentProblem[] {
  return addAttachments([], files).problems
}
