"""Thurn and Taxis for the desktop."""

__version__ = "0.1.0"

# The application's id on every platform: the desktop entry's and the AppStream metainfo's name, the macOS bundle id,
# the Windows AppUserModelID, QGuiApplication.desktopFileName.
APP_ID = "io.github.thurntaxis.ThurnAndTaxis"
