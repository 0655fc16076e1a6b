#!/usr/bin/env bash
# Runs the contract and database tests against a real PostgreSQL server (the rest of the suite uses PGlite).
set -euo pipefail
cd "$(dirname "$0")/.."
url=$(bash scripts/test-postgres.sh start)
trap 'bash scripts/test-postgres.sh stop' EXIT
echo "test:postgres: PostgreSQL on ${url}"
TEST_DATABASE_URL="$url" npx vitest run --project contract
# Then, alone (they restart the server): the faults a real PostgreSQL can have.
TEST_DATABASE_URL="$url" npx vitest run --config vitest.postgres-faults.config.ts
