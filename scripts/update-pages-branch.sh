#!/usr/bin/env bash
# Updates one folder of the `gh-pages` branch, which holds the whole GitHub Pages site: the
# production export at its root and each pull request preview under preview/<branch-slug>/.
# Run from a checkout whose `origin` may be pushed to (actions/checkout keeps the token).
#
#   scripts/update-pages-branch.sh production out             root ← out/ (preview/ kept)
#   scripts/update-pages-branch.sh preview <slug> out         preview/<slug>/ ← out/
#   scripts/update-pages-branch.sh remove <slug>              preview/<slug>/ deleted
#
# Prints `dir=<worktree>` for $GITHUB_OUTPUT: the branch's files, ready for
# actions/upload-pages-artifact. Compressed siblings (.gz, .br) are left out: Pages compresses itself.
set -euo pipefail
mode="$1"
dir="${RUNNER_TEMP:-/tmp}/gh-pages"
rm -rf "$dir"
if git ls-remote --exit-code --heads origin gh-pages >/dev/null; then
  git fetch --depth 1 origin gh-pages
  git worktree add --detach "$dir" FETCH_HEAD >&2
else
  git worktree add --detach "$dir" >&2
  git -C "$dir" checkout --orphan gh-pages-new >&2
  git -C "$dir" rm -rfq .
fi
copy() { rsync -a --delete --exclude '*.gz' --exclude '*.br' "$1/" "$2/"; }
case "$mode" in
  production)
    find "$dir" -mindepth 1 -maxdepth 1 ! -name .git ! -name preview -exec rm -rf {} +
    rsync -a --exclude '*.gz' --exclude '*.br' "$2/" "$dir/"
    message="Production: ${GITHUB_SHA:-local}" ;;
  preview)
    mkdir -p "$dir/preview/$2"
    copy "$3" "$dir/preview/$2"
    message="Preview $2: ${GITHUB_SHA:-local}" ;;
  remove)
    rm -rf "${dir:?}/preview/$2"
    message="Remove preview $2" ;;
  *) echo "usage: $0 production <dir> | preview <slug> <dir> | remove <slug>" >&2; exit 2 ;;
esac
touch "$dir/.nojekyll"
git -C "$dir" add -A
if ! git -C "$dir" diff --cached --quiet; then
  git -C "$dir" -c user.name='github-actions[bot]' -c user.email='41898282+github-actions[bot]@users.noreply.github.com' commit -qm "$message"
  git -C "$dir" push -q origin HEAD:refs/heads/gh-pages
fi
echo "dir=$dir"
