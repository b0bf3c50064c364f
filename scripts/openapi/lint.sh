#!/bin/sh
# `npm run lint:openapi`: the document /openapi.json serves, under two outside linters (Redocly's `recommended`
# and Spectral's `spectral:oas`); any warning fails. Both run offline: the rulesets ship in their npm packages,
# the document has no remote $ref, and telemetry and update checks are off.
set -eu
cd "$(dirname "$0")/../.."
export REDOCLY_TELEMETRY=off REDOCLY_SUPPRESS_UPDATE_NOTICE=true NO_UPDATE_NOTIFIER=1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# A deployment's BASE_URL, not localhost (a document served to users names the real server).
node_modules/.bin/tsx scripts/openapi/write-document.ts "$tmp/openapi.json" https://tools.gametools.internal
status=0
node_modules/.bin/redocly lint "$tmp/openapi.json" --extends recommended --format json > "$tmp/redocly.json" 2>"$tmp/redocly.err" || status=1
node -e '
  const r = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
  for (const p of r.problems) console.error(`redocly ${p.severity} ${p.ruleId}: ${p.message} at ${p.location?.[0]?.pointer ?? ""}`);
  const n = r.totals.errors + r.totals.warnings;
  console.log(`redocly (recommended): ${r.totals.errors} errors, ${r.totals.warnings} warnings`);
  process.exit(n === 0 ? 0 : 1);
' "$tmp/redocly.json" || status=1
printf 'extends: ["spectral:oas"]\n' > "$tmp/.spectral.yaml"
if node_modules/.bin/spectral lint --quiet -r "$tmp/.spectral.yaml" --fail-severity warn "$tmp/openapi.json"; then
  echo "spectral (spectral:oas): 0 problems"
else
  status=1
fi
exit $status
