#!/usr/bin/env bash
# Installs the Debian packages the tests need that the machine lacks, in one apt-get run, when we may (root with
# apt-get); otherwise says what to install.
#   scripts/ensure-packages.sh chromium-headless-shell chromium haproxy varnish postgresql default-jre-headless
set -euo pipefail

# Whether a package is there: its binary (a path may be moved by the variable the tests read too).
present() {
  case "$1" in
    # The end-to-end tests' browser (playwright.config.ts); the full browser for Lighthouse and as its fallback.
    chromium-headless-shell) [ -n "${CHROMIUM_PATH:-}" ] || [ -x /usr/bin/chromium-headless-shell ] ;;
    chromium) [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] ;;
    haproxy) [ -x "${HAPROXY_PATH:-/usr/sbin/haproxy}" ] ;;
    varnish) [ -x /usr/sbin/varnishd ] ;;
    postgresql) ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 ;;
    # Java for the Nu HTML Checker (npm's vnu-jar, tests/e2e/html-validity.spec.ts).
    default-jre-headless) command -v java >/dev/null 2>&1 ;;
    # The container image's test (tests/container): podman with runc, and debootstrap for its base.
    podman) command -v podman >/dev/null 2>&1 ;;
    runc) command -v runc >/dev/null 2>&1 ;;
    debootstrap) command -v debootstrap >/dev/null 2>&1 || [ -x /usr/sbin/debootstrap ] ;;
    # The benchmark's load generator and its floor on the same bytes (scripts/bench/wrk.mjs, floors.mjs).
    # ClamAV's daemon for the inquiry attachments' malware scan (scripts/clamd/start-clamd.mjs, decision 99).
    clamav-daemon) [ -x /usr/sbin/clamd ] ;;
    wrk) command -v wrk >/dev/null 2>&1 ;;
    nginx) [ -x /usr/sbin/nginx ] ;;
    *) echo "ensure-packages: no check for $1" >&2; return 1 ;;
  esac
}

missing=()
for package in "$@"; do present "$package" || missing+=("$package"); done
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "ensure-packages: installing Debian's ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  exit 0
fi
echo "ensure-packages: ${missing[*]} missing. Install Debian's packages (apt-get install ${missing[*]}), or point CHROMIUM_PATH at a Chromium." >&2
exit 1
