#!/usr/bin/env bash
# Makes a container base image for the Containerfile where no container registry is reachable: a minimal Debian
# (debootstrap, from Debian's packages) with the project's pinned Node (node_modules/node, from the npm registry) and
# npm, where the official node image has them. Needs root, debootstrap and podman.
#   bash scripts/container/debian-base.sh [TAG]        (default localhost/cellactis-base:node24)
set -euo pipefail
cd "$(dirname "$0")/../.."

tag="${1:-localhost/cellactis-base:node24}"

# One base at a time: .ci/run starts making it while the suite's first phases run, and the container test, finding no
# image yet, waits here for that run and takes what it made instead of making a second.
exec 9>"${TMPDIR:-/tmp}/debian-base.lock"
if ! flock --nonblock 9; then
  echo "debian-base: another run is making the base; waiting for it"
  flock 9
  if podman image exists "$tag"; then echo "debian-base: $tag (made by the run waited for)"; exit 0; fi
fi
node_binary="node_modules/node/bin/node"
[ -x "$node_binary" ] || { echo "debian-base: $node_binary is missing; run npm install first" >&2; exit 1; }

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
root="$work/rootfs"

debootstrap --variant=minbase bookworm "$root" "${DEBIAN_MIRROR:-http://deb.debian.org/debian}" >"$work/debootstrap.log" 2>&1 ||
  { tail -20 "$work/debootstrap.log" >&2; exit 1; }

install -m 0755 "$node_binary" "$root/usr/local/bin/node"
# npm at the version this machine runs, from the npm registry, laid out as in the official image.
mkdir -p "$root/usr/local/lib/node_modules/npm"
(cd "$work" && npm pack --silent "npm@$(npm --version)" >/dev/null)
tar -xzf "$work"/npm-*.tgz -C "$root/usr/local/lib/node_modules/npm" --strip-components=1
ln -s ../lib/node_modules/npm/bin/npm-cli.js "$root/usr/local/bin/npm"
ln -s ../lib/node_modules/npm/bin/npx-cli.js "$root/usr/local/bin/npx"

changes=(--change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' --change 'CMD ["node"]')
# This machine's certificate authorities, which Node and npm in the image then trust as the machine's own do (where an
# egress proxy re-signs TLS, the npm registry is reached only so).
host_authorities="${NODE_EXTRA_CA_CERTS:-/etc/ssl/certs/ca-certificates.crt}"
if [ -f "$host_authorities" ]; then
  install -D -m 0644 "$host_authorities" "$root/etc/ssl/certs/ca-certificates.crt"
  changes+=(--change 'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt')
fi

# What an image never uses: the package lists and caches, documentation, manual pages and other languages' messages.
rm -rf "$root"/var/lib/apt/lists/* "$root"/var/cache/apt/* "$root"/usr/share/doc/* "$root"/usr/share/man/* \
  "$root"/usr/share/info/* "$root"/usr/share/locale/* "$root"/var/log/*

tar -C "$root" -c . | podman import --quiet "${changes[@]}" - "$tag" >/dev/null
echo "debian-base: $tag ($(podman run --rm "$tag" sh -c 'echo "Node $(node --version), npm $(npm --version)"'))"
