"""Carcassonne's drawn pieces are tested offscreen."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
