"""Who sits at each seat: the player's name, human or computer, the computer's level and the colour."""

from __future__ import annotations

from dataclasses import dataclass

HUMAN = "human"
COMPUTER = "computer"
REMOTE = "remote"  # a seat played on another machine, in a game hosted elsewhere (network play)


@dataclass(frozen=True)
class Seat:
    """One seat of a game: the player's name, human or computer, and the computer's level."""

    name: str
    kind: str = HUMAN
    level: str = "medium"
    colour: str = "blue"

    @property
    def is_human(self) -> bool:
        """Whether a person plays this seat."""
        return self.kind == HUMAN
