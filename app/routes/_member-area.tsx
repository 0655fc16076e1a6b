import { createFileRoute, Outlet } from '@tanstack/react-router'
import { requireMember } from '~/features/member-area/require-member'

/**
 * The member area (/mypage, /sample): members only. The root route asked afresh who is signed in for this navigation;
 * an anonymous visitor is sent to sign in and back here afterwards (a session that just ended: home). On the server the private-pages middleware also keeps these pages out of every
 * cache (config/member-paths.ts).
 */
export const Route = createFileRoute('/_member-area')({
  beforeLoad: ({ context, location }) => ({ member: requireMember(context, location.href) }),
  component: Outlet,
})
