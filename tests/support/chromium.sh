#!/bin/bash
# Debian's Chromium for the tests, with every --disable-features list merged into one: Chromium honours only the
# last one, so a list of ours after Playwright's would silently drop Playwright's defaults.
# CHROMIUM_BINARY: the real browser (default /usr/bin/chromium).
features=()
args=()
for arg in "$@"; do
  case "$arg" in
    --disable-features=*) features+=("${arg#--disable-features=}") ;;
    *) args+=("$arg") ;;
  esac
done
if ((${#features[@]})); then
  IFS=,
  args+=("--disable-features=${features[*]}")
fi
exec "${CHROMIUM_BINARY:-/usr/bin/chromium}" "${args[@]}"
