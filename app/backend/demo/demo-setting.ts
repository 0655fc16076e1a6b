import { isLoopbackOrigin } from '~/config/loopback-origin'

/** DEMO_MEMBER and DEMO_CONTENT: `on`, `off`, or unset (on only for a site on loopback). */
export type DemoSetting = 'on' | 'off' | undefined

/**
 * The one rule of the demo's parts (decisions 23 and 123): as told, else only on a site that runs on loopback, so that a
 * site others can reach never has them unless told.
 */
export function demoWanted(setting: DemoSetting, siteUrl: string): boolean {
  return setting ? setting === 'on' : isLoopbackOrigin(siteUrl)
}
