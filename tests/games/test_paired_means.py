"""The reviews' shared comparison of two moves on the same drawn samples (`thurntaxis.bots.paired_means`)."""

from __future__ import annotations

import itertools

from thurntaxis.bots import paired_means


def test_both_moves_are_valued_on_the_same_samples() -> None:
    drawn = itertools.count()
    seen: list[tuple[str, int]] = []

    def played(sample: int) -> float:
        seen.append(("played", sample))
        return float(sample)

    def advice(sample: int) -> float:
        seen.append(("advice", sample))
        return sample + 10.0

    assert paired_means(lambda: next(drawn), played, advice, 4) == (1.5, 11.5)
    assert [s for who, s in seen if who == "played"] == [s for who, s in seen if who == "advice"] == [0, 1, 2, 3]


def test_no_advice_of_its_own_is_the_move_played_and_stop_ends_after_one_sample() -> None:
    drawn = itertools.count(5)
    assert paired_means(lambda: next(drawn), float, None, 3) == (6.0, 6.0)
    assert paired_means(lambda: next(drawn), float, None, 100, stop=lambda: True) == (8.0, 8.0)
