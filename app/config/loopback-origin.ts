/**
 * localhost, 127.0.0.0/8 and [::1]: a site only its own machine can reach. Such a site is taken for a developer's
 * (decision 23's demo member, decision 96's mail and text messages written to the log); any other is one people reach.
 */
export function isLoopbackOrigin(origin: string): boolean {
  const host = new URL(origin).hostname
  return host === 'localhost' || host === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host)
}
