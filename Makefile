# The README's two commands are `make run` and `make test`; the rest are their parts.
SHELL := /bin/bash
CARGO ?= cargo
NPM ?= npm

.PHONY: run test web web-deps server dev test-rust test-web test-e2e schemathesis api-types bench size lint clean moto

## Install web packages, build the web app and the release server, serve http://localhost:8080
## (migrates and loads demo data on the first start).
run: server
	./target/release/randevu serve

## Every check: the lint gates (make lint), Rust unit + integration (SQLite; PostgreSQL too when
## TEST_DATABASE_URL is set), web unit tests, the API-types drift check, the script budget of
## every public route (a size of the build, not a timing), end-to-end tests in headless Chromium
## and Schemathesis against the OpenAPI document.
test: web
	$(MAKE) lint
	$(MAKE) test-rust
	$(MAKE) test-web
	$(MAKE) test-e2e
	$(MAKE) schemathesis

web-deps: web/node_modules/.package-lock.json

# `npm install` (which keeps the versions of package-lock.json) rather than `npm ci`: npm 11 writes
# lockfiles without other platforms' optional packages (rollup, esbuild) and then `npm ci` refuses
# them as out of sync (npm/cli#8805).
web/node_modules/.package-lock.json: web/package.json web/package-lock.json
	cd web && $(NPM) install --no-audit --no-fund
	@touch $@

web: web-deps
	cd web && $(NPM) run build

server: web
	$(CARGO) build --release --bin randevu

# The two-node test keeps files in S3: moto's S3-compatible server (PyPI `moto[server]`, pinned) in a venv
# of its own under target/, named to the test by TEST_S3_SERVER.
MOTO := target/moto/bin/moto_server

$(MOTO):
	python3 -m venv target/moto
	target/moto/bin/pip install --quiet 'moto[server]==5.2.5'

## Install moto's S3 server for the two-node test; prints the TEST_S3_SERVER it needs.
moto: $(MOTO)
	@echo "TEST_S3_SERVER=$(abspath $(MOTO))"

test-rust: $(MOTO)
	TEST_S3_SERVER="$${TEST_S3_SERVER:-$(abspath $(MOTO))}" $(CARGO) test --workspace

test-web: web
	cd web && $(NPM) test
	cd web && $(NPM) run check:api
	cd web && $(NPM) run size

test-e2e: web-deps
	$(CARGO) build --bin randevu
	cd web && $(NPM) run e2e

## Schemathesis (pinned, from PyPI into .venv) fuzzes every operation of the OpenAPI document, area
## by area with the role's demo token, on fresh demo databases; 0 failures or it fails.
schemathesis:
	scripts/schemathesis.sh

## Regenerate the OpenAPI snapshot and the web's API types after changing the API.
api-types:
	$(CARGO) run -q --bin randevu -- openapi > web/src/shared/api/openapi.json
	cd web && $(NPM) run gen:api

## Development: the API on :8080 (debug build) and Vite with hot reload on :5173.
dev: web-deps
	( $(CARGO) run --bin randevu -- serve & cd web && $(NPM) run dev; wait )

bench:
	$(CARGO) bench --workspace

## Gzipped JavaScript a public route loads (budget 150 KB, DESIGN §5; see docs/performance.md).
size: web
	cd web && $(NPM) run size

## The gates that keep the shape (docs/architecture.md): rustfmt, clippy with warnings as errors,
## the layer rules (no sea-orm in api or server, a pure domain), ESLint with the import boundaries, tsc.
lint: web-deps
	$(CARGO) fmt --all --check
	$(CARGO) clippy --workspace --all-targets -- -D warnings
	scripts/check-layers.sh
	cd web && $(NPM) run lint
	cd web && $(NPM) run typecheck

clean:
	$(CARGO) clean
	rm -rf web/dist web/node_modules
