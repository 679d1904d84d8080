"""The fitted evaluation's weights (thurntaxis/carcassonne/ai/fitted.py), per player count, and the
scripts/carcassonne_fit_evaluation.py options that fitted each; written by that script."""

WEIGHTS: dict[int, tuple[float, ...]] = {
    2: (
        1.0062,  # to_move
        0.8976,  # road
        0.5440,  # road_late
        0.8075,  # city
        -0.1633,  # city_chance
        -0.7447,  # city_late
        -0.1146,  # city_edges
        1.1694,  # monastery
        -0.0219,  # monastery_chance
        0.8173,  # farm_done
        0.1762,  # farm_open
        -0.2529,  # farm_open_late
        6.2000,  # supply
        -3.8759,  # supply_late
        0.1916,  # city_dead
        2.1892,  # city_fill
        -0.4702,  # monastery_dead
    ),
    3: (
        1.0903,  # to_move
        0.8876,  # road
        0.0801,  # road_late
        0.8941,  # city
        -0.2527,  # city_chance
        -0.4327,  # city_late
        -0.3821,  # city_edges
        1.0032,  # monastery
        -0.0446,  # monastery_chance
        0.7559,  # farm_done
        0.1889,  # farm_open
        -0.1200,  # farm_open_late
        3.8870,  # supply
        -3.0024,  # supply_late
        0.1820,  # city_dead
        1.6575,  # city_fill
        -0.1626,  # monastery_dead
    ),
    4: (
        1.2251,  # to_move
        0.8515,  # road
        -0.0397,  # road_late
        0.8287,  # city
        -0.1304,  # city_chance
        -0.3428,  # city_late
        -0.3040,  # city_edges
        0.9340,  # monastery
        0.0771,  # monastery_chance
        0.7636,  # farm_done
        0.1369,  # farm_open
        -0.0053,  # farm_open_late
        1.6087,  # supply
        -0.9311,  # supply_late
        0.2089,  # city_dead
        1.4306,  # city_fill
        -0.1024,  # monastery_dead
    ),
    5: (
        1.3039,  # to_move
        0.8577,  # road
        -0.0288,  # road_late
        0.9209,  # city
        -0.1518,  # city_chance
        -0.1589,  # city_late
        -0.4616,  # city_edges
        0.8992,  # monastery
        0.0908,  # monastery_chance
        0.7474,  # farm_done
        0.1403,  # farm_open
        0.0007,  # farm_open_late
        0.4158,  # supply
        0.1673,  # supply_late
        0.1609,  # city_dead
        1.1680,  # city_fill
        -0.0656,  # monastery_dead
    ),
}

COMMANDS: dict[int, str] = {
    2: "--games 4000 --players 2 --seed 0",
    3: "--games 3000 --players 3 --seed 0",
    4: "--games 3000 --players 4 --seed 0",
    5: "--games 2000 --players 5 --seed 0",
}
