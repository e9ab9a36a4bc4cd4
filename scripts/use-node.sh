# Puts the project's Node.js (the version in .node-version, 24 LTS) first on PATH, for this shell.
#   source scripts/use-node.sh      (a developer's shell; .ci/run does the same)
# When the machine's own Node is older, the pinned one is installed once from the npm registry's
# `node` package (real Node binaries, no other download) into a cache directory and reused.
_tutorat_root="$(cd "$(dirname "${BASH_SOURCE[0]:-$0}")/.." && pwd)"
_tutorat_want="$(tr -d ' \n' < "$_tutorat_root/.node-version")"
_tutorat_major="${_tutorat_want%%.*}"
_tutorat_have="$(node --version 2>/dev/null | sed 's/^v//')"

if [ "${_tutorat_have%%.*}" != "$_tutorat_major" ]; then
  _tutorat_dir="${TUTORAT_NODE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/tutorat}/node-$_tutorat_want"
  if [ ! -x "$_tutorat_dir/node_modules/.bin/node" ]; then
    echo "== installing Node.js $_tutorat_want into $_tutorat_dir"
    mkdir -p "$_tutorat_dir"
    npm install --prefix "$_tutorat_dir" --no-audit --no-fund --no-save "node@$_tutorat_want" >/dev/null
  fi
  export PATH="$_tutorat_dir/node_modules/.bin:$PATH"
  hash -r 2>/dev/null || true
fi
echo "== node $(node --version)"
unset _tutorat_root _tutorat_want _tutorat_major _tutorat_have _tutorat_dir
