"""The fitted evaluation's weights (thurntaxis/ai/fitted.py), per player count, written by scripts/fit_evaluation.py:
2 players from Hard self-play (`--games 150 --players 2 --hard 20 --keep 0.5 --seed 0`), 3 and 4 players from
Medium self-play (`--games 2000 --players 2 3 4 --keep 0.25 --seed 0`; Medium's 2-player row lost to Hard's,
see docs/ai.md)."""

WEIGHTS: dict[int, tuple[float, ...]] = {
    2: (32.0824, -0.2491, 3.2246, 0.2557, 0.6434, -0.0667, 0.9858, 0.6013, -0.0585, 0.6659, -24.4520, -3.9786, -0.0324),
    3: (15.7144, -0.5476, 1.4064, -0.4020, 0.0000, 1.3638, 0.7048, 0.3182, -0.3138, 0.3875, -8.2861, -1.9435, -0.1063),
    4: (14.5053, -0.5504, 1.3330, -0.5050, 0.0000, 1.4622, 0.6789, 0.3006, -0.4064, 0.3784, -7.9405, -1.8561, 0.0012),
}
