"""``python -m maumau.web``: see :func:`maumau.web.operations.serve.main`."""

from maumau.web.operations.serve import main

main()
