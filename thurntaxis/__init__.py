"""Thurn and Taxis & Carcassonne: two board games for the desktop."""

__version__ = "0.1.0"

# The application's id on every platform: the desktop entry's and the AppStream metainfo's name, the macOS bundle id,
# the Windows AppUserModelID, QGuiApplication.desktopFileName.
APP_ID = "io.github.thurntaxis.ThurnAndTaxis"

# The program's name (the window's title on its home page, the menu entry, the installers, `--help`): it names both
# games; `thurntaxis.shell.i18n.title` gives it in the player's language. The data folder keeps its old name.
PROGRAM_NAME = "Thurn and Taxis & Carcassonne"
