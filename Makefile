# Set-up and everyday commands. `make demo` and `make test` do all the set-up they need
# on a fresh Debian/Ubuntu machine: system packages (when root and apt-get exists), a
# virtual environment in .venv, and the package with its test dependencies.
PYTHON ?= python3
VENV   ?= .venv
BIN     = $(VENV)/bin
# fonts-dejavu-core: the font the printed kit embeds, for every French and Spanish letter
# (companion/kit/font.py)
SYSTEM_PACKAGES = espeak-ng libzbar0 fonts-dejavu-core
STAMP   = $(VENV)/.installed
# pytest workers of `make test`: one a core by default; `make test TEST_WORKERS=2` on a
# machine shared with other work
TEST_WORKERS ?= auto

.PHONY: setup system-packages demo simulate test bench clean

setup: $(STAMP)

system-packages:
	@missing=""; for p in $(SYSTEM_PACKAGES); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -z "$$missing" ]; then exit 0; fi; \
	if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
	  echo "Installing system packages:$$missing"; \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $$missing >/dev/null; \
	else \
	  echo "Missing system packages:$$missing. Install them (sudo apt-get install$$missing); the companion falls back to plain text, its own QR reader and a Helvetica kit meanwhile."; \
	fi

$(STAMP): pyproject.toml constraints.txt
	$(MAKE) system-packages
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install -q --upgrade pip
	$(BIN)/pip install -q -c constraints.txt -e '.[dev]'
	touch $(STAMP)

demo: setup
	$(BIN)/companion demo

simulate: setup
	$(BIN)/companion simulate --edition arkham --players 4 --seed 7

test: setup
	$(BIN)/python -m pytest -q -n $(TEST_WORKERS)

bench: setup
	$(BIN)/python -m benchmarks

clean:
	rm -rf $(VENV) build *.egg-info
