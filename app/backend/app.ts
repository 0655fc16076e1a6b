import { Hono } from 'hono'
import { type AdminOptions, registerInquiryAdminRoutes } from './admin/inquiries-admin.routes'
import { registerCompanyRoutes } from './content/company.routes'
import { registerDocumentRoutes } from './content/documents.routes'
import { registerPharmacyRoutes } from './content/pharmacies.routes'
import { registerPostRoutes } from './content/posts.routes'
import { registerProductRoutes } from './content/products.routes'
import { registerSettingRoutes } from './content/settings.routes'
import type { Database } from './db/database.server'
import { ApiError, errorResponse } from './http/api-error'
import { requestLocale } from './http/request-locale'
import { registerInquiryRoutes } from './inquiries/inquiries.routes'
import { type InquiryIntakeInput, intakeOptions } from './inquiries/intake-options'
import { registerAuthRoutes } from './members/auth.routes'
import { type AuthInput, authOptions } from './members/auth-options'

export const API_BASE_PATH = '/api/v1'

export interface BackendDependencies {
  db: Database
  /** The inquiry intake (POST /contacts and the captcha); without it those endpoints answer 404. */
  inquiries?: InquiryIntakeInput
  /** The staff's admin API (/admin/*); without it, or without its token, those paths answer 404. */
  admin?: AdminOptions
  /** The members' sign-in calls (/signup, /login, /auth/*, /me, /logout); without it those paths answer 404. */
  auth?: AuthInput
}

/**
 * The built-in `/api/v1` backend: a Web-standard fetch handler, mounted over HTTP and called in-process
 * by the API client alike.
 */
export function createBackendApp({ db, inquiries, admin, auth }: BackendDependencies): Hono {
  const app = new Hono({ strict: false }).basePath(API_BASE_PATH)

  registerPostRoutes(app, db)
  registerProductRoutes(app, db)
  registerPharmacyRoutes(app, db)
  registerCompanyRoutes(app, db)
  registerDocumentRoutes(app, db)
  registerSettingRoutes(app, db)
  if (inquiries) registerInquiryRoutes(app, db, intakeOptions(inquiries))
  if (admin) registerInquiryAdminRoutes(app, db, admin)
  if (auth) registerAuthRoutes(app, db, authOptions(auth))

  app.notFound((context) => errorResponse('NOT_FOUND', requestLocale(context.req.raw)))
  app.onError((error, context) => {
    const locale = requestLocale(context.req.raw)
    if (error instanceof ApiError) return errorResponse(error.code, locale, error.localizedMessage?.(locale), error.headers)
    // Unexpected: log the detail here, answer with the generic message (never a stack or SQL text).
    console.error(`api: ${context.req.method} ${new URL(context.req.url).pathname} failed:`, error)
    return errorResponse('INTERNAL', locale)
  })
  return app
}
