"""The Qt user interface: the map, the panels, the dialogs."""
