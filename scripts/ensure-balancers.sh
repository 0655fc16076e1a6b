#!/usr/bin/env bash
# The end-to-end tests put Debian's HAProxy (cluster.spec.ts) and Varnish (the shared cache's spec) in front of the site.
# Installs whichever is missing when we may (root with apt-get); otherwise says what to do.
set -euo pipefail
missing=()
[ -x "${HAPROXY_PATH:-/usr/sbin/haproxy}" ] || missing+=(haproxy)
[ -x /usr/sbin/varnishd ] || missing+=(varnish)
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "e2e: installing Debian's ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  exit 0
fi
echo "e2e: ${missing[*]} missing. Install Debian's packages (apt-get install ${missing[*]})." >&2
exit 1
