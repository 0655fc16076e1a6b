import { execFile } from 'node:child_process'
import { promisify } from 'node:util'

export interface CliResult {
  code: number
  stdout: string
  stderr: string
}

/** Runs one of the command lines (the script itself, without npm's banner) with `env` only, and its outcome. */
export async function runScript(
  script: string,
  args: string[],
  env: Record<string, string | undefined>,
  timeout = 30_000,
): Promise<CliResult> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [script, ...args], { env, timeout })
    return { code: 0, stdout, stderr }
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string }
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr }
  }
}
