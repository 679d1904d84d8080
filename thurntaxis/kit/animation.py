"""The animation speeds of the settings, as both tables use them: the pause after a computer's move and the length
of a piece's flight, in milliseconds ("instant" serves tests and fast computer games)."""

from __future__ import annotations

SPEEDS = ("slow", "normal", "fast", "instant")
SPEED_DELAY = {"slow": 1400, "normal": 750, "fast": 300, "instant": 0}
SPEED_ANIMATION = {"slow": 600, "normal": 350, "fast": 150, "instant": 0}
