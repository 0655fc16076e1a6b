/**
 * The layers of app/ and what each may import (docs/architecture.md, "Layers"). `npm run lint` runs these rules;
 * a new import that breaks one fails the lint. Change the design, not the rule.
 *
 *   routes ─► shell ─► features ─► components ─► api/contract, i18n, config, security
 *                 └──────────┴──────────┴─► api (the typed client) ─► in-process transport ─► backend
 *   server (plumbing) ─► config, i18n, security, api/contract; backend only through its mount
 *   backend ─► api/contract, config, i18n, security, server/{http,logging,caching}
 */

/** Code the browser runs. Server functions (`*.functions.ts`) and route files are compiled by Start, which strips their
 * server side from the client bundle (and its import protection checks that at build), so they may name server code. */
const browserCode = '^app/(shell|components|features|i18n|config|security|api)/|^app/(client|client-app|router)\\.tsx$'
const serverSideFiles = '\\.(server|functions)\\.tsx?$'
const serverOnly = '\\.server\\.tsx?$|^app/server/|^app/backend/'

const allOf = (...names) => `^app/(${names.join('|')})/`

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No import circles. The generated route tree imports every route, so imports of it must be type-only (next rule).',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { pathNot: '^app/routeTree\\.gen\\.ts$' } },
    },
    {
      name: 'route-tree-types-only',
      comment: 'Only the router factory imports the generated route tree as a value; elsewhere its types alone.',
      severity: 'error',
      from: { pathNot: '^app/router\\.tsx$' },
      to: { path: '^app/routeTree\\.gen\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'server-only-not-in-browser-code',
      comment: 'Browser code never imports *.server.ts, the server plumbing or the backend.',
      severity: 'error',
      from: { path: browserCode, pathNot: serverSideFiles },
      to: { path: serverOnly, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'backend-only-through-its-seam',
      comment: 'Outside app/backend the built-in backend is reached through its mount and the in-process transport only.',
      severity: 'error',
      from: { path: '^app/', pathNot: '^app/backend/' },
      to: { path: '^app/backend/', pathNot: '^app/backend/(mount|in-process-transport)\\.server\\.ts$' },
    },
    {
      name: 'backend-knows-no-site',
      comment: 'The built-in backend stands for the company backend: it knows the contract and shared plumbing, not the site.',
      severity: 'error',
      from: { path: '^app/backend/' },
      to: {
        path: '^app/',
        pathNot: `^app/backend/|^app/api/contract/|${allOf('config', 'i18n', 'paraglide', 'security')}|^app/server/(http|logging|caching|metrics)/`,
      },
    },
    {
      name: 'seam-transport-only-from-api-client',
      comment:
        'The in-process transport is the API client’s; the mount is for the /api/v1 route, the page-cache purge and the start plugin.',
      severity: 'error',
      from: { path: '^app/', pathNot: '^app/(backend/|api/api-client\\.server\\.ts$)' },
      to: { path: '^app/backend/in-process-transport\\.server\\.ts$' },
    },
    {
      name: 'routes-are-leaves',
      comment: 'Nothing imports a route file (besides the generated tree); routes import the rest.',
      severity: 'error',
      from: { path: '^app/', pathNot: '^app/(routes/|routeTree\\.gen\\.ts$)' },
      to: { path: '^app/routes/' },
    },
    {
      name: 'shell-below-routes',
      comment: 'The shell (layout, app frame, head helpers) may use features and components, not routes or the server.',
      severity: 'error',
      from: { path: '^app/shell/' },
      to: { path: `${allOf('routes', 'server', 'backend')}|^app/api/(?!contract/)` },
    },
    {
      name: 'features-below-shell',
      comment:
        'A feature uses components, the API and the lower layers; never the shell or routes. Server-side files may use server plumbing.',
      severity: 'error',
      from: { path: '^app/features/' },
      to: { path: `${allOf('shell', 'routes')}` },
    },
    {
      name: 'feature-server-plumbing-from-server-files',
      comment: 'Only a feature’s server side (*.server.ts, *.functions.ts) touches the server plumbing.',
      severity: 'error',
      from: { path: '^app/features/', pathNot: serverSideFiles },
      to: { path: '^app/server/' },
    },
    {
      name: 'components-know-no-features',
      comment: 'components/ is UI without feature knowledge: no features, shell, routes or server.',
      severity: 'error',
      from: { path: '^app/components/' },
      to: { path: allOf('features', 'shell', 'routes', 'server', 'backend') },
    },
    {
      name: 'api-below-ui',
      comment: 'The typed client and its contract know no UI: no routes, shell, features or components.',
      severity: 'error',
      from: { path: '^app/api/' },
      to: { path: allOf('routes', 'shell', 'features', 'components') },
    },
    {
      name: 'contract-stands-alone',
      comment: 'The /api/v1 contract is shared by the site and any backend: it imports only itself, i18n and the messages.',
      severity: 'error',
      from: { path: '^app/api/contract/' },
      to: { path: '^app/', pathNot: `^app/api/contract/|${allOf('i18n', 'paraglide')}` },
    },
    {
      name: 'foundations-import-no-layer-above',
      comment: 'i18n, config and security are imported by every layer, so they import none of them.',
      severity: 'error',
      from: { path: allOf('i18n', 'config', 'security') },
      to: { path: allOf('routes', 'shell', 'features', 'components', 'backend') },
    },
    {
      name: 'server-plumbing-knows-no-ui',
      comment:
        'The server plumbing (middleware, page cache, headers, HTTP helpers) knows no routes, shell, features or components.',
      severity: 'error',
      from: { path: '^app/server/' },
      to: { path: allOf('routes', 'shell', 'features', 'components') },
    },
    {
      name: 'member-domain-one-way',
      comment: 'Sign-in knows nothing of the member area or withdrawal; withdrawal knows nothing of the member area.',
      severity: 'error',
      from: { path: '^app/(backend|features)/(sign-in|withdrawal)/' },
      to: { path: '^app/(backend|features)/member-area/' },
    },
    {
      name: 'sign-in-before-withdrawal',
      comment: 'Withdrawal closes what sign-in opened, so it may use sign-in; not the other way round.',
      severity: 'error',
      from: { path: '^app/(backend|features)/sign-in/' },
      to: { path: '^app/(backend|features)/(member-area/withdrawal|withdrawal)/' },
    },
  ],
  options: {
    // TypeScript 7 has no compiler API for dependency-cruiser yet; swc parses TypeScript, type-only imports included.
    parser: 'swc',
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^app/paraglide/|\\.test\\.tsx?$' },
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.d.ts'],
    },
  },
}
