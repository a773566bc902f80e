#!/usr/bin/env bash
# Updates the `gh-pages` branch, which holds the whole GitHub Pages site: the production export at
# its root and each pull request preview under preview/<slug>/ (slug: scripts/branch-slug.ts).
#
#   scripts/update-pages-branch.sh production <export-dir>         root ← export (preview/ kept)
#   scripts/update-pages-branch.sh preview <branch> <export-dir>   preview/<slug>/ ← export
#   scripts/update-pages-branch.sh remove <branch>                 preview/<slug>/ deleted
#
# Safe by construction: each mode may only change its own paths (production: everything but
# preview/; preview and remove: preview/<slug>/), and the commit is checked against that before it
# is pushed. It works in a temporary worktree that is removed on exit, so it reruns in the same
# clone; a rerun with the same input changes nothing. A push that loses a race with another
# publisher is retried on the new branch head (no run is cancelled or overwritten). Runs on plain
# Node and git: no npm package runs here. Compressed siblings (.gz, .br) are left out: Pages
# compresses itself.
#
# Environment: PAGES_REMOTE (default origin), PAGES_BRANCH (default gh-pages).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
remote="${PAGES_REMOTE:-origin}"
branch="${PAGES_BRANCH:-gh-pages}"
usage() { echo "usage: $0 production <export-dir> | preview <branch> <export-dir> | remove <branch>" >&2; exit 2; }

mode="${1:-}"
case "$mode" in
  production) [ $# -eq 2 ] || usage; src="$2"; scope="" ;;
  preview) [ $# -eq 3 ] || usage; src="$3" ;;
  remove) [ $# -eq 2 ] || usage; src="" ;;
  *) usage ;;
esac
if [ "$mode" != production ]; then
  slug="$(node "$here/branch-slug.ts" "$2")"
  node "$here/branch-slug.ts" --check "$slug"
  scope="preview/$slug"
fi
if [ -n "$src" ]; then
  [ -f "$src/index.html" ] || { echo "$0: $src/index.html is missing: build the export first." >&2; exit 1; }
  src="$(cd "$src" && pwd)"
fi
if [ "$mode" = production ] && [ -e "$src/preview" ]; then
  echo "$0: the export has a top-level preview/ entry, which belongs to the pull request previews. Rename that route." >&2
  exit 1
fi

work="$(mktemp -d "${RUNNER_TEMP:-/tmp}/gh-pages.XXXXXX")"
cleanup() { git worktree remove --force "$work" >/dev/null 2>&1 || rm -rf "$work"; git worktree prune; }
trap cleanup EXIT

# Copies an export without the compressed siblings.
copy_export() { tar -C "$1" --exclude='*.gz' --exclude='*.br' -cf - . | tar -C "$2" -xf -; }

# Applies this run's change to the worktree.
apply() {
  case "$mode" in
    production)
      find "$work" -mindepth 1 -maxdepth 1 ! -name .git ! -name preview ! -name .nojekyll -exec rm -rf {} +
      copy_export "$src" "$work" ;;
    preview)
      rm -rf "${work:?}/$scope"
      mkdir -p "$work/$scope"
      copy_export "$src" "$work/$scope" ;;
    remove)
      rm -rf "${work:?}/$scope" ;;
  esac
  touch "$work/.nojekyll"
}

# Fails unless every path the staged change touches is this mode's own.
check_scope() {
  local changed
  changed="$(git -C "$work" diff --cached --name-only)"
  if [ "$mode" = production ]; then
    if grep -q '^preview/' <<<"$changed"; then echo "$0: refusing to publish: production would change preview/." >&2; exit 1; fi
  elif grep -v -e "^$scope/" -e '^\.nojekyll$' <<<"$changed" | grep -q .; then
    echo "$0: refusing to publish: $mode $scope would change paths outside it." >&2
    exit 1
  fi
}

message="$mode${scope:+ $scope}: ${GITHUB_SHA:-local}"
for attempt in 1 2 3 4 5; do
  git worktree remove --force "$work" >/dev/null 2>&1 || true
  rm -rf "$work"
  if git ls-remote --exit-code --heads "$remote" "$branch" >/dev/null; then
    git fetch -q --depth 1 "$remote" "$branch"
    git worktree add -q --detach "$work" FETCH_HEAD
  else
    git worktree add -q --detach "$work"
    git -C "$work" checkout -q --orphan "pages-$$"
    git -C "$work" rm -rfq .
  fi
  apply
  git -C "$work" add -A
  check_scope
  if git -C "$work" diff --cached --quiet; then
    echo "$branch: nothing to change for $mode${scope:+ $scope}."
    exit 0
  fi
  git -C "$work" -c user.name='github-actions[bot]' -c user.email='41898282+github-actions[bot]@users.noreply.github.com' commit -qm "$message"
  if git -C "$work" push -q "$remote" "HEAD:refs/heads/$branch"; then
    echo "$branch: $message"
    exit 0
  fi
  echo "$branch moved while publishing (attempt $attempt); retrying on its new head." >&2
  sleep "$attempt"
done
echo "$0: could not push $branch after 5 attempts." >&2
exit 1
