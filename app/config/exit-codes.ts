/**
 * The exit code of a server process whose configuration is invalid (sysexits' EX_CONFIG): the launcher stops instead of
 * starting it again, since a restart cannot fix the environment.
 */
export const CONFIGURATION_EXIT_CODE = 78
