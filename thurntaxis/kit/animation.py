"""The animation speeds of the settings, as both tables use them: the pause before a computer's turn, the pause
between two moves of one turn (Thurn and Taxis's turns have several: draw, play, score...), and the length of a
piece's flight, in milliseconds ("instant" serves tests and fast computer games). A computer thinks during the
pauses; its move comes when both its thinking and the pause are over."""

from __future__ import annotations

SPEEDS = ("slow", "normal", "fast", "instant")
SPEED_DELAY = {"slow": 1400, "normal": 600, "fast": 300, "instant": 0}
SPEED_STEP = {"slow": 700, "normal": 300, "fast": 150, "instant": 0}
SPEED_ANIMATION = {"slow": 600, "normal": 300, "fast": 150, "instant": 0}
