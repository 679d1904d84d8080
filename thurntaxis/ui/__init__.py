"""The Qt user interface: the map, the panels, the dialogs, and the controller that owns the game."""
