#!/usr/bin/env bash
# Runs the contract and database tests against a real PostgreSQL server (the rest of the suite uses PGlite).
set -euo pipefail
cd "$(dirname "$0")/.."
url=$(bash scripts/test-postgres.sh start)
trap 'bash scripts/test-postgres.sh stop' EXIT
echo "test:postgres: PostgreSQL on ${url}"
# Three workers on two cores: each file waits on the server's own processes much of its time (88 s with two workers,
# 72 to 81 s with three; decision 63, fifth round).
TEST_DATABASE_URL="$url" npx vitest run --project contract --maxWorkers=3
# Then, alone (they restart the server): the faults a real PostgreSQL can have.
TEST_DATABASE_URL="$url" npx vitest run --config vitest.postgres-faults.config.ts
