"""The Qt desktop game: the table scene, the controller that owns the game, dialogs and the main window."""
