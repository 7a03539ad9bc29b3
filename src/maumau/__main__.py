"""``python -m maumau``: the same as the ``maumau`` command."""

from maumau.cli.main import main

if __name__ == "__main__":
    raise SystemExit(main())
