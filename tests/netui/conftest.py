"""Fixtures of the window's network play: the window of tests/ui."""

from tests.ui.conftest import home, window  # noqa: F401 (fixtures)
