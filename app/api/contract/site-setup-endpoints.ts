import * as v from 'valibot'
import { defineEndpoint } from './endpoint'
import { adminOnlyRoles, contentEditingRoles } from './staff-roles'

const count = v.pipe(v.number(), v.integer(), v.minValue(0))

/** What a new site lacks until staff do it (issue 68 §3), in the order to do it. */
export const siteSetupSteps = ['company', 'legal-pages', 'news', 'pharmacies'] as const
export type SiteSetupStep = (typeof siteSetupSteps)[number]

export const siteSetup = v.object({
  /** The steps still to do: the company's details never saved, the legal pages never edited, no news or pharmacy of the site's own. */
  missing: v.array(v.picklist(siteSetupSteps)),
  /** How many of the demo content's items are on the site (decision 123); 0 once removed or never loaded. */
  demoItems: count,
})
export type SiteSetup = v.InferOutput<typeof siteSetup>

/** The first run's guidance on the dashboard, and the switch from the demo to the site's own content (decision 123). */
export const siteSetupEndpoints = {
  siteSetup: defineEndpoint({ method: 'GET', path: '/admin/dashboard/site-setup', data: siteSetup, roles: contentEditingRoles }),
  /**
   * Removes every demo item no staff member has changed, in one transaction; audited (`content.demo-remove`). Admins
   * only, with a recent proof: it deletes hundreds of published items at once.
   */
  removeDemoContent: defineEndpoint({
    method: 'POST',
    path: '/admin/demo-content/remove',
    body: v.object({}),
    maxBodyBytes: 1024,
    /** The items removed, and the demo items kept because staff changed them (they keep their demo mark). */
    data: v.object({ removed: count, kept: count }),
    roles: adminOnlyRoles,
    recentProof: true,
  }),
}
