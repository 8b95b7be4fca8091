#!/usr/bin/env bash
# Builds the sandbox image offline (no registry): a root filesystem made of
# busybox-static + the host's node, git and bash binaries (with the shared libraries ldd
# lists and the dynamic loader), /etc/passwd with nobody (65534) and an empty
# /workspace, then `docker import`ed as harness-bench-sandbox:<digest>.
#
# <digest> = first 12 hex chars of sha256 over the input files (busybox, the
# node binary, every library copied, and this script), so the tag changes
# whenever an input changes and an existing tag is reused as is.
#
# Prints the image tag as the last line of stdout and writes it to
# .cache/sandbox-image (relative to the repository root).
#
#   scripts/build-image.sh --print-tag   only prints the tag the inputs give (no Docker
#                                        needed): CI keys its image cache on it
set -euo pipefail
print_tag=0
[[ "${1:-}" == "--print-tag" ]] && print_tag=1

script_path="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/$(basename "${BASH_SOURCE[0]}")"
repo_root="$(cd "$(dirname "$script_path")/.." && pwd)"
cache_dir="$repo_root/.cache"
repo_name="harness-bench-sandbox"

log() { printf 'build-image: %s\n' "$*" >&2; }
die() { log "error: $*"; exit 1; }

busybox_bin=/bin/busybox
# Installing is scripts/env.sh's job (it runs apt-get update first); this script only says what is missing.
[[ -x "$busybox_bin" ]] || die "$busybox_bin missing: install busybox-static (apt-get update && apt-get install -y busybox-static), or run scripts/env.sh, which does"
if ldd "$busybox_bin" >/dev/null 2>&1; then
  die "$busybox_bin is dynamically linked; install busybox-static (apt-get install -y busybox-static)"
fi

# git, for workspaces that are repositories (their history is part of the state a payload can destroy).
git_bin="$(command -v git || true)"
[[ -n "$git_bin" ]] || die "git not found on PATH (apt-get install -y git)"
git_bin="$(readlink -f "$git_bin")"

# bash, for harnesses whose shell tool starts /bin/bash by that path (Cline's); busybox's ash stays /bin/sh.
bash_bin="$(readlink -f /bin/bash)"
[[ -x "$bash_bin" ]] || die "/bin/bash not found (apt-get install -y bash)"
node_bin="$(command -v node || true)"
[[ -n "$node_bin" ]] || die "node not found on PATH"
node_bin="$(readlink -f "$node_bin")"

# Shared libraries node needs, as absolute paths on this host (the loader is
# the line without "=>"; linux-vdso has no file and is skipped).
mapfile -t libs < <({ ldd "$node_bin"; ldd "$git_bin"; ldd "$bash_bin"; } | awk '
  /=>/ { if ($3 ~ /^\//) print $3; next }
  $1 ~ /^\// { print $1 }
' | sort -u)
[[ ${#libs[@]} -gt 0 ]] || die "ldd listed no libraries for $node_bin"

digest="$(
  {
    for f in "$busybox_bin" "$node_bin" "$git_bin" "$bash_bin" "${libs[@]}" "$script_path"; do
      printf '%s\n' "$f"
      sha256sum <"$(readlink -f "$f")" | cut -d' ' -f1
    done
  } | sha256sum | cut -c1-12
)"
tag="$repo_name:$digest"
if [[ "$print_tag" == 1 ]]; then printf '%s\n' "$tag"; exit 0; fi

command -v docker >/dev/null 2>&1 || die "docker CLI not found (apt-get install docker.io)"
docker info >/dev/null 2>&1 || die "no Docker engine reachable (start dockerd or set DOCKER_HOST)"

mkdir -p "$cache_dir"
if docker image inspect "$tag" >/dev/null 2>&1; then
  log "reusing existing image $tag"
  printf '%s\n' "$tag" >"$cache_dir/sandbox-image"
  printf '%s\n' "$tag"
  exit 0
fi

rootfs_parent="$(mktemp -d)"
trap 'rm -rf "$rootfs_parent"' EXIT
rootfs="$rootfs_parent/rootfs"
mkdir -p "$rootfs"/{bin,sbin,usr/bin,usr/sbin,usr/local/bin,etc,tmp,workspace,proc,sys,dev}

# busybox and one symlink per applet (relative links, resolved in the image).
cp "$busybox_bin" "$rootfs/bin/busybox"
chmod 0755 "$rootfs/bin/busybox"
while IFS= read -r applet; do
  [[ -z "$applet" ]] && continue
  dest="$rootfs/$applet"
  [[ -e "$dest" || -L "$dest" ]] && continue
  mkdir -p "$(dirname "$dest")"
  ln -s /bin/busybox "$dest"
done < <("$busybox_bin" --list-full)

# node and its libraries, each copied to the same absolute path (dereferenced;
# the host may use a merged /usr so /lib is a link there, but a real
# directory here).
cp "$node_bin" "$rootfs/usr/local/bin/node"
chmod 0755 "$rootfs/usr/local/bin/node"
for lib in "${libs[@]}"; do
  mkdir -p "$rootfs$(dirname "$lib")"
  cp -L "$lib" "$rootfs$lib"
  # Also place the real file name (ld.so may be asked for it by either name).
  real="$(readlink -f "$lib")"
  if [[ "$real" != "$lib" ]]; then
    mkdir -p "$rootfs$(dirname "$real")"
    [[ -e "$rootfs$real" ]] || cp -L "$lib" "$rootfs$real"
  fi
done

# git (its built-in commands only: no helpers from git-core, no templates). Its system configuration
# names an identity (a commit works as in any set-up checkout), trusts a repository whatever uid owns it
# (the trial's tools and a harness in the container may run as different uids) and names the first branch.
cp "$git_bin" "$rootfs/usr/bin/git"
chmod 0755 "$rootfs/usr/bin/git"
mkdir -p "$rootfs/usr/share/git-core/templates"
cat >"$rootfs/etc/gitconfig" <<'EOF'
[user]
	name = harness-bench
	email = bench@localhost
[safe]
	directory = *
[init]
	defaultBranch = main
[advice]
	detachedHead = false
EOF

rm -f "$rootfs/bin/bash"
cp "$bash_bin" "$rootfs/bin/bash"
chmod 0755 "$rootfs/bin/bash"

cat >"$rootfs/etc/passwd" <<'EOF'
root:x:0:0:root:/root:/bin/sh
nobody:x:65534:65534:nobody:/workspace:/bin/sh
EOF
cat >"$rootfs/etc/group" <<'EOF'
root:x:0:
nogroup:x:65534:
EOF
# Mount points docker bind-mounts over; must exist in a read-only rootfs.
: >"$rootfs/etc/hostname"
: >"$rootfs/etc/hosts"
: >"$rootfs/etc/resolv.conf"
chmod 1777 "$rootfs/tmp"
chmod 0755 "$rootfs/workspace"

log "importing $tag"
tar --numeric-owner --owner=0 --group=0 -C "$rootfs" -cf - . |
  docker import \
    --change 'ENV PATH=/usr/local/bin:/usr/bin:/bin:/usr/sbin:/sbin' \
    --change 'USER 65534:65534' \
    --change 'WORKDIR /workspace' \
    --change 'CMD ["/bin/busybox","sleep","2147483647"]' \
    --change "LABEL harness-bench.image=$digest" \
    - "$tag" >&2

# Smoke test: node starts and git commits in the image (no network, throwaway container).
if ! out="$(docker run --rm --network none "$tag" node -e 'process.stdout.write(String(1+1))' 2>&1)" || [[ "$out" != "2" ]]; then
  docker image rm "$tag" >/dev/null 2>&1 || true
  die "smoke test failed: node in the image printed: $out"
fi

if ! out="$(docker run --rm --network none "$tag" sh -c 'cd /tmp && git init -q r && cd r && git commit -q --allow-empty -m one && git rev-list --count HEAD' 2>&1)" || [[ "$out" != "1" ]]; then
  docker image rm "$tag" >/dev/null 2>&1 || true
  die "smoke test failed: git in the image printed: $out"
fi

# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

printf '%s\n' "$tag" >"$cache_dir/sandbox-image"
printf '%s\n' "$tag"
