"""The Qt desktop game: the table scene, the controller that owns the game, dialogs and the main window."""

from thurntaxis.ui import qtfix as _qtfix  # noqa: F401  (first: protects the interpreter from a PySide6 bug)
