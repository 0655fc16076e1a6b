import { createFileRoute, Outlet } from '@tanstack/react-router'

/**
 * The members' area (/mypage, /sample). The root route already sends anonymous visitors to /;
 * this layout is where the members' own navigation will live.
 */
export const Route = createFileRoute('/_member-area')({
  component: Outlet,
})
