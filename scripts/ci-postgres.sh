#!/usr/bin/env bash
# Starts Debian's PostgreSQL cluster on loopback and makes the sq role and a database it owns: the
# one named as the first argument (npm run cluster's), else sq_test, the one the server suite runs
# against (SQ_TEST_DATABASE_URL=postgres://sq:sq@127.0.0.1:5432/sq_test).
set -euo pipefail
database=${1:-sq_test}
[[ $database =~ ^[a-z_][a-z0-9_]*$ ]] || { echo "ci-postgres.sh: not a database name: $database" >&2; exit 1; }
version=$(ls /usr/lib/postgresql | sort -n | tail -n 1)
pg_lsclusters -h | grep -q "^$version main" || pg_createcluster "$version" main >/dev/null
pg_ctlcluster "$version" main start 2>/dev/null || true
for _ in $(seq 1 30); do
  pg_isready -q -h 127.0.0.1 -p 5432 && break
  sleep 1
done
pg_isready -h 127.0.0.1 -p 5432
as_postgres() { su postgres -c "$1"; }
as_postgres "psql -qtAc \"SELECT 1 FROM pg_roles WHERE rolname = 'sq'\"" | grep -q 1 ||
  as_postgres "psql -qc \"CREATE ROLE sq LOGIN PASSWORD 'sq' CREATEDB\""
as_postgres "psql -qtAc \"SELECT 1 FROM pg_database WHERE datname = '$database'\"" | grep -q 1 ||
  as_postgres "createdb -O sq $database"
