#!/usr/bin/env bash
# usage: report_test.sh MERGED UNMERGED REPORT_FILES...
# The fmerge_report output group holds the JSON and Markdown reports of the
# merge; their numbers must be consistent with each other and with the
# linked executables.
set -euo pipefail
source "$(dirname "$0")/text_size.sh"
merged=$1
unmerged=$2
shift 2
json=
md=
for f in "$@"; do
  case "$f" in
  *.json) json=$f ;;
  *.md) md=$f ;;
  esac
done
[ -n "$json" ] && [ -n "$md" ] || { echo "FAIL: report group lacks .json or .md: $*" >&2; exit 1; }
python3 - "$json" "$md" "$(text_bytes "$merged")" "$(text_bytes "$unmerged")" <<'PY'
import json, sys
path, md_path, exe_merged, exe_unmerged = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
r = json.load(open(path))
md = open(md_path).read()
s = r["summary"]
def check(cond, msg):
    if not cond:
        sys.exit("FAIL: " + msg)
check(r["schema_version"] == 1, "schema_version %r" % r["schema_version"])
check(s["merged_functions"] > 0 and r["merges"], "no functions merged")
check(r["after"]["text_bytes"] < r["before"]["text_bytes"], "report shows no .text saving")
delta = r["after"]["text_bytes"] - r["before"]["text_bytes"]
check(s["text_delta_bytes"] == delta, "text_delta_bytes %d != after-before %d" % (s["text_delta_bytes"], delta))
row = "| .text | %d | %d |" % (r["before"]["text_bytes"], r["after"]["text_bytes"])
check(row in md, "Markdown report lacks %r" % row)
# The linked programs shrink by at least the reported amount, up to the
# 16-byte alignment padding of each merged function. (They may shrink more:
# thunks nothing calls any more are dropped by the linker's --gc-sections,
# while the report measures the object before linking.)
exe_delta = exe_merged - exe_unmerged
slack = 16 * s["merged_functions"]
check(exe_delta < 0 and exe_delta <= delta + slack,
      "executables' .text changed by %d, report says %d (slack %d)" % (exe_delta, delta, slack))
print("report: %d functions merged, .text %d -> %d; executables %d -> %d" % (
    s["merged_functions"], r["before"]["text_bytes"], r["after"]["text_bytes"], exe_unmerged, exe_merged))
PY
