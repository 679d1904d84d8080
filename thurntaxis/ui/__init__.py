"""The Qt user interface: the map, the panels, the dialogs, and the controller that owns the game."""

from thurntaxis.ui import qtfix as _qtfix  # noqa: F401  (first: protects the interpreter from a PySide6 bug)
