"""The fitted evaluation's weights (thurntaxis/taxis/ai/fitted.py), per player count, written by
scripts/fit_evaluation.py from Hard self-play: 2 players `--games 150 --players 2 --hard 20 --keep 0.5 --seed 0`,
4 players `--games 100 --players 4 --hard 20 --keep 0.5 --consistency 5 --seed 0` (the consistency rows ask the
predicted final score not to change across a scoring; with them Expert won 82 of 200 4-player games against three
Hard where the weights without them won 60 of the same 200, docs/ai.md). Weights fitted to Medium's games lost to
Hard; 3 players has none yet and falls back to Hard's evaluation."""

WEIGHTS: dict[int, tuple[float, ...]] = {
    2: (32.0824, -0.2491, 3.2246, 0.2557, 0.6434, -0.0667, 0.9858, 0.6013, -0.0585, 0.6659, -24.4520, -3.9786, -0.0324),
    4: (23.6671, -0.4815, 1.8926, -0.0430, 1.0444, 0.6567, 0.9282, 0.4593, -0.1656, 0.4168, -15.3796, -2.3068, -0.1526),
}
