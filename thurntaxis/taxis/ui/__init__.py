"""Thurn and Taxis's table: the map, cards and panels, its controller, its replay drawing and its guided game."""
