#!/bin/sh
# Scaling benchmark of candidate ranking: prints the Markdown table recorded
# in README.md. Usage: bench/scaling/run.sh [JOBS]   (from the repo root)
# Exhaustive ranking is run in full up to 30k functions; above that it is
# timed on 2000 evenly spaced queries and extrapolated to all n (marked
# "extrapolated"), because a full run would take far longer than 10 min.
set -eu
jobs=${1:-2}
bin=$(mktemp -d)/scaling
go build -o "$bin" ./bench/scaling
"$bin" -header -n 1000 -ranking exhaustive -jobs "$jobs"
for n in 1000 10000 100000 1000000; do
	for r in lsh adaptive; do
		"$bin" -n "$n" -ranking "$r" -jobs "$jobs"
	done
	if [ "$n" -le 10000 ] && [ "$n" -gt 1000 ]; then
		"$bin" -n "$n" -ranking exhaustive -jobs "$jobs"
	fi
	if [ "$n" -eq 10000 ]; then
		"$bin" -n 30000 -ranking exhaustive -jobs "$jobs"
	fi
	if [ "$n" -ge 100000 ]; then
		"$bin" -n "$n" -ranking exhaustive -jobs "$jobs" -sample 2000
	fi
done
