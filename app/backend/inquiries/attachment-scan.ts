import { type IntakeError, intakeErrors } from '~/api/contract/intake-error'
import { log } from '~/server/logging/log.server'
import { ScannerUnavailableError, type ScanSession } from '../security/malware-scan/malware-scanner'

/**
 * The refusal a scanner that failed while the file streamed leads to (decision 99): the visitor is asked to try again
 * later, the operator reads why. Anything else is not the scanner's and is left to the caller.
 */
export function scanFailure(error: unknown, storageKey: string): IntakeError | undefined {
  if (!(error instanceof ScannerUnavailableError)) return undefined
  log.error('inquiries', 'the malware scanner could not check an attachment: refused', { storageKey, error })
  return intakeErrors.scanUnavailable()
}

/** Waits for the scan's verdict once the file is stored whole; refuses a file that carries malware. */
export async function assertScannedClean(scan: ScanSession, fileName: string, storageKey: string): Promise<void> {
  let verdict: Awaited<ReturnType<ScanSession['verdict']>>
  try {
    verdict = await scan.verdict()
  } catch (error) {
    throw scanFailure(error, storageKey) ?? error
  }
  if (verdict.clean) return
  log.warn('inquiries', 'an attachment carries malware: refused', { storageKey, signature: verdict.signature })
  throw intakeErrors.fileInfected(fileName)
}
