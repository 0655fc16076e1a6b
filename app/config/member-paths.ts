/** Any path containing /mypage or /sample is for signed-in members only. */
export function isMemberPath(pathname: string): boolean {
  return /\/(mypage|sample)(\/|$)/i.test(pathname)
}
