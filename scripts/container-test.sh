#!/usr/bin/env bash
# Builds the shop's image (Containerfile) and runs it the way owners do: embedded, then two
# replicas on the host's PostgreSQL and Redis (scripts/container/container-test.ts). No image
# registry is reachable here, so the base is a Debian root made by debootstrap with this
# machine's Node in it, passed as the BASE build argument. Cleans up what it made.
# Usage: scripts/container-test.sh (as root; installs podman, runc and debootstrap when missing).
set -euo pipefail
cd "$(dirname "$0")/.."

missing=()
for tool in podman runc debootstrap docker-compose; do
  command -v "$tool" >/dev/null || missing+=("$tool")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "--- installing ${missing[*]} from Debian"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
fi

work="$(mktemp -d /tmp/velora-container.XXXXXX)"
tag="$(basename "$work" | tr 'A-Z' 'a-z' | tr -c 'a-z0-9\n' '-')"
export VELORA_BASE_IMAGE="localhost/velora-base:$tag"
export VELORA_IMAGE="localhost/velora:$tag"
# podman's defaults ask for ulimits this sandbox refuses; a config of our own, not the machine's.
export CONTAINERS_CONF="$work/containers.conf"
printf '[containers]\ndefault_ulimits = []\n' >"$CONTAINERS_CONF"
podman=(podman --runtime runc --cgroup-manager=cgroupfs)

cleanup() {
  # CONTAINER_TEST_KEEP_IMAGE=1 leaves the two images for a look (podman history, podman run).
  if [ "${CONTAINER_TEST_KEEP_IMAGE:-}" != 1 ]; then
    "${podman[@]}" rmi -f "$VELORA_IMAGE" "$VELORA_BASE_IMAGE" >/dev/null 2>&1 || true
  fi
  "${podman[@]}" image prune -f >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT

started=$SECONDS
echo "--- a Debian base with this machine's Node ($(node --version))"
mirror="$(sed -n 's/^URIs: *//p' /etc/apt/sources.list.d/debian.sources 2>/dev/null | head -n 1)"
debootstrap --variant=minbase --include=ca-certificates,libstdc++6 bookworm "$work/root" \
  "${mirror:-http://deb.debian.org/debian}" >"$work/debootstrap.log" 2>&1 ||
  { cat "$work/debootstrap.log"; exit 1; }
rm -rf "$work/root"/var/cache/apt/archives/*.deb "$work/root"/var/lib/apt/lists/*
# This machine reaches the npm registry through a proxy whose certificate authority it trusts
# (NODE_EXTRA_CA_CERTS); the base trusts what the machine trusts.
cp /etc/ssl/certs/ca-certificates.crt "$work/root/etc/ssl/certs/ca-certificates.crt"
# Where the official Node image keeps them.
install -m 755 "$(command -v node)" "$work/root/usr/local/bin/node"
mkdir -p "$work/root/usr/local/lib/node_modules"
cp -a "$(dirname "$(dirname "$(readlink -f "$(command -v npm)")")")" "$work/root/usr/local/lib/node_modules/npm"
ln -s ../lib/node_modules/npm/bin/npm-cli.js "$work/root/usr/local/bin/npm"
tar -C "$work/root" -c . | "${podman[@]}" import \
  --change 'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt' - "$VELORA_BASE_IMAGE" \
  >"$work/import.log" 2>&1 || { cat "$work/import.log"; exit 1; }
rm -rf "$work/root"
echo "    base ready in $((SECONDS - started)) s"

echo "--- building the image"
started=$SECONDS
# npm's download cache from this machine, so the build fetches only what it lacks.
npm_cache="$(npm config get cache)"
mkdir -p "$npm_cache"
# Docker's image format, as `docker build` makes: OCI's has no HEALTHCHECK.
"${podman[@]}" build --format docker --network host --build-arg "BASE=$VELORA_BASE_IMAGE" -t "$VELORA_IMAGE" \
  -v "$npm_cache:/root/.npm" -f Containerfile . >"$work/build.log" 2>&1 || { cat "$work/build.log"; exit 1; }
echo "    built in $((SECONDS - started)) s"
"${podman[@]}" image inspect "$VELORA_IMAGE" --format '    image size: {{.Size}} bytes'
echo "    its layers, newest first:"
"${podman[@]}" history --format '      {{.Size}}	{{.CreatedBy}}' "$VELORA_IMAGE" | cut -c1-150

echo "--- the compose file"
# The variables an owner puts in .env; compose refuses the file without them.
SHOP_DOMAIN=shop.example.com POSTGRES_PASSWORD=compose-check STRIPE_SECRET_KEY=sk_live_compose \
  STRIPE_WEBHOOK_SECRET=whsec_compose SESSION_SECRET=compose-check-compose-check-compose-check \
  docker-compose -f compose.yaml config -q
echo "    compose.yaml is valid"

echo "--- running it"
npx tsx scripts/container/container-test.ts
