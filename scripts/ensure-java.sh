#!/usr/bin/env bash
# The HTML validity test (tests/e2e/html-validity.spec.ts) runs the Nu HTML Checker (npm's vnu-jar), a Java program.
# Installs Debian's Java runtime when `java` is missing and we may (root with apt-get); otherwise says what to do.
set -euo pipefail
command -v java >/dev/null 2>&1 && exit 0
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "e2e: installing Debian's default-jre-headless"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends default-jre-headless >/dev/null
  exit 0
fi
echo "e2e: no java on PATH. Install Debian's default-jre-headless (apt-get install default-jre-headless)." >&2
exit 1
