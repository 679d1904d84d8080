"""The fitted evaluation's weights (thurntaxis/taxis/ai/fitted.py), per player count, written by
scripts/fit_evaluation.py from Hard self-play: `--games 150 --players 2 --hard 20 --keep 0.5 --seed 0`. Only 2 players
so far: weights fitted to Medium's games lost to Hard (docs/ai.md), and other player counts fall back to Hard's
evaluation."""

WEIGHTS: dict[int, tuple[float, ...]] = {
    2: (32.0824, -0.2491, 3.2246, 0.2557, 0.6434, -0.0667, 0.9858, 0.6013, -0.0585, 0.6659, -24.4520, -3.9786, -0.0324),
}
