# navlint: `make run` sets up a fresh machine, builds, checks the samples and draws them;
# `make test` runs every test; `make lint` checks the formatting, the size limits and the page's scripts.

SHELL := /bin/bash
SWIFT ?= swift
CONFIG ?= debug
BIN = .build/$(CONFIG)/navlint
SAMPLES = $(wildcard Samples/*.navgraph.json) $(wildcard Samples/*.nav)
DIAGRAM_SAMPLES = $(wildcard Samples/*.navgraph.json) Samples/SocialClient.nav
SCREENSHOTS = Samples/Screenshots/CountriesTabs
SUDO = $(shell [ "$$(id -u)" = 0 ] || command -v sudo >/dev/null && [ "$$(id -u)" != 0 ] && echo sudo)

.PHONY: run test lint lint-deps deps build release check-samples docs bench fuzz clean

run: build check-samples docs

## test: the Swift tests, the extract accuracy and drift trial scripts' own tests (Tests/ExtractAccuracy,
## Tests/DriftTrials), then the browser tests in
## headless Chromium (Tests/Browser) with the debug binary: the review page's script and style files on their own,
## the whole page, the page drawn with an AASA file (the details of routes not delivered), diff's Mermaid
## flowcharts through Mermaid itself (taken from a PyPI package by the test, into .build/mermaid), and the page of
## a change; then the editor support (Tests/Editors): the grammar on every DSL
## file with a real TextMate engine (taken from PyPI into .build/textmate), the VS Code extension's manifest and
## client, and the README's set-up snippets for each editor.
test: deps
	$(SWIFT) test
	$(SWIFT) build --product navlint
	python3 Tests/ExtractAccuracy/test_extract_accuracy.py --navlint .build/debug/navlint
	python3 Tests/DriftTrials/test_drift_trials.py --navlint .build/debug/navlint
	python3 Tests/ScaleSpec/test_scale_spec.py --navlint .build/debug/navlint
	python3 Tests/Browser/test_page_scripts.py --navlint .build/debug/navlint
	python3 Tests/Browser/test_review_page.py --navlint .build/debug/navlint --out .build/browser-tests
	python3 Tests/Browser/test_app_links_page.py --navlint .build/debug/navlint --out .build/browser-tests
	python3 Tests/Browser/test_diff_mermaid.py --navlint .build/debug/navlint
	python3 Tests/Browser/test_change_page.py --navlint .build/debug/navlint --out .build/browser-tests
	python3 Tests/Editors/test_grammar.py --navlint .build/debug/navlint
	python3 Tests/Editors/test_vscode_extension.py
	python3 Tests/Editors/test_readme_editors.py

## lint: the formatting (.swift-format, `swift format` from the toolchain; Sources/NavLintGenRuntime has its
## own, the generated code's style), the size limits of the sources (scripts/check_sizes.py: type bodies,
## functions, line width) and the syntax of the review page's scripts and the VS Code client (`node --check`). A
## linked file is checked where it lives. Runs every check, then fails if any did.
lint: lint-deps
	@status=0; \
	find Sources Tests Plugins Package.swift -type f -name '*.swift' -not -path '*/Fixtures/*' -print0 \
		| xargs -0 $(SWIFT) format lint --strict --parallel || status=1; \
	python3 scripts/check_sizes.py Sources || status=1; \
	for script in $$(find Sources Editors -type f -name '*.js' -not -path '*/node_modules/*' | sort); do \
		node --check "$$script" || status=1; done; \
	exit $$status

## lint-deps: Node.js from Debian's packages, whose `node --check` parses the review page's scripts.
lint-deps:
	@command -v node >/dev/null || { echo "Installing Node.js (nodejs)..."; \
		$(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq nodejs >/dev/null; }

## deps: install what a fresh machine lacks (Graphviz's libraries and `dot`, libpng, libjpeg and libdeflate for
## screenshots, python3's jsonschema for schema tests,
## Chromium with its WebDriver and python3's selenium for the browser tests, Node.js for `make lint`).
deps: lint-deps
	@if ! pkg-config --exists libgvc 2>/dev/null || ! command -v dot >/dev/null; then \
		echo "Installing Graphviz (libgraphviz-dev, graphviz)..."; \
		$(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq libgraphviz-dev graphviz pkg-config >/dev/null; \
	fi
	@echo 'digraph{}' | dot -Tsvg >/dev/null 2>&1 || $(SUDO) dot -c
	@if ! pkg-config --exists libpng 2>/dev/null || ! pkg-config --exists libjpeg 2>/dev/null \
		|| ! pkg-config --exists libdeflate 2>/dev/null; then \
		echo "Installing libpng, libjpeg and libdeflate (libpng-dev, libjpeg-dev, libdeflate-dev) for screenshots..."; \
		$(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq libpng-dev libjpeg-dev \
			libdeflate-dev pkg-config >/dev/null; \
	fi
	@python3 -c 'import jsonschema' 2>/dev/null || python3 -m pip install --quiet jsonschema || echo "note: python3 jsonschema is missing; schema tests will be skipped"
	@if ! command -v chromium >/dev/null || ! command -v chromedriver >/dev/null; then \
		echo "Installing Chromium and its driver (chromium, chromium-driver)..."; \
		$(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq chromium chromium-driver >/dev/null; \
	fi
	@python3 -c 'import selenium' 2>/dev/null || { \
		python3 -m pip --version >/dev/null 2>&1 || { $(SUDO) apt-get update -qq \
			&& DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq python3-pip >/dev/null; }; \
		python3 -m pip install --quiet selenium 2>/dev/null \
			|| python3 -m pip install --quiet --break-system-packages selenium; }

build: deps
	$(SWIFT) build -c $(CONFIG) --product navlint

## release: an optimised binary with the Swift runtime linked in, which starts about twice as fast. On Linux its
## own symbols (some 42,000, the runtime's among them) stay out of its dynamic symbol table, which only the loader
## and the runtime's address lookups read: a check of a small spec takes a tenth less.
RELEASE_LINK_FLAGS = $(if $(filter Linux,$(shell uname -s)),-Xlinker --no-export-dynamic)
release: deps
	$(SWIFT) build -c release --product navlint --static-swift-stdlib $(RELEASE_LINK_FLAGS)

check-samples:
	$(BIN) check $(SAMPLES)

## docs: draw every sample into docs/images/ (SVG) and Mermaid next to it, with a fresh build; CountriesTabs also
## with its screenshots (Samples/Screenshots/, drawn by scripts/draw_screenshots.py): an SVG with them, and its
## review page in .build/pages/.
docs: build
	@mkdir -p docs/images
	@for spec in $(DIAGRAM_SAMPLES); do \
		name=$$(basename $$spec); name=$${name%.navgraph.json}; name=$${name%.nav}; \
		$(BIN) render $$spec -o docs/images/$$name.svg || exit 1; \
		$(BIN) render $$spec -o docs/images/$$name.mmd || exit 1; \
		echo "drew docs/images/$$name.svg"; \
	done
	$(BIN) render Samples/CountriesTabs.navgraph.json --screenshots $(SCREENSHOTS) --thumbnails --thumb-width 120 \
		-o docs/images/CountriesTabs-screens.svg
	@mkdir -p .build/pages
	$(BIN) render Samples/CountriesTabs.navgraph.json --screenshots $(SCREENSHOTS) -o .build/pages/CountriesTabs.html
	@echo "drew docs/images/CountriesTabs-screens.svg and the review page .build/pages/CountriesTabs.html"

## bench: the release timings (docs/BENCHMARKS.md), the language server's latencies (scripts/bench_lsp.py);
## EXTRACT_TREE=PATH times extract on a real app's checkout.
bench:
	$(MAKE) release
	python3 scripts/bench.py --navlint .build/release/navlint --check-shapes --render --extract \
		$(if $(EXTRACT_TREE),--extract-tree "$(EXTRACT_TREE)")
	python3 scripts/bench_gen.py --navlint .build/release/navlint
	python3 scripts/bench_screenshots.py --navlint .build/release/navlint
	python3 scripts/bench_lsp.py --navlint .build/release/navlint

fuzz:
	scripts/fuzz.sh

clean:
	rm -rf .build .build-*
